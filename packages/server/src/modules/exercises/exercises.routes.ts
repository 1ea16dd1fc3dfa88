import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  LIST_LIMIT,
  paginatedSchema,
  templateExercisePatchSchema,
  templateExerciseQuerySchema,
  templateExerciseSchema,
  templateExerciseWriteSchema,
  idField,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import { exerciseResourcesRoutes } from './exercise-resources.routes';
import * as exercises from './exercises.service';

const params = idParams;
/**
 * The create body: the shared schema, except that `themes` may be missing or empty here so that
 * a request naming its `habit_program` can be told 'Please create an Area of Focus before
 * continuing'; the service then answers 'This field is required.' itself otherwise.
 */
const exerciseCreateBody = templateExerciseWriteSchema.extend({
  themes: z.array(idField).max(1).default([]),
});
const tags = ['exercises'];

/** The exercise library (coaches/template-exercises/) and the exercises' resources. */
export function exercisesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/template-exercises/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Exercises of the programs the coach may use: by program, area, search; paged',
          querystring: templateExerciseQuerySchema,
          response: { 200: paginatedSchema(templateExerciseSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const actor = requireActor(request);
        const page = await exercises.listExercises(ctx, actor, request.query, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/template-exercises/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Add an exercise to an area of focus of a program the coach owns',
          body: exerciseCreateBody,
          response: { 201: templateExerciseSchema },
        },
      },
      async (request, reply) => {
        const exercise = await exercises.createExercise(ctx, requireActor(request), request.body);
        return reply.code(201).send(exercise);
      },
    );

    app.get(
      '/coaches/template-exercises/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'One exercise', params, response: { 200: templateExerciseSchema } },
      },
      async (request) => exercises.getExercise(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/coaches/template-exercises/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Change an exercise of a program the coach owns',
          params,
          body: templateExercisePatchSchema,
          response: { 200: templateExerciseSchema },
        },
      },
      async (request) =>
        exercises.updateExercise(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/coaches/template-exercises/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'Delete an exercise (soft: its tasks keep their history)', params },
      },
      async (request, reply) => {
        await exercises.deleteExercise(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/template-exercises/:id/print/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'The exercise as a printable PDF (downloaded as an attachment)',
          params,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await exercises.printExercise(
          ctx,
          requireActor(request),
          request.params.id,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );

    await app.register(exerciseResourcesRoutes(ctx));
  };
}
