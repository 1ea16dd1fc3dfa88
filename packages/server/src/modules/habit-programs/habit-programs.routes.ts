import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copyProgramSchema,
  DEFAULT_PAGE_SIZE,
  habitProgramPatchSchema,
  habitProgramSchema,
  habitProgramWriteSchema,
  pageQuerySchema,
  paginatedSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as programs from './habit-programs.service';

const params = idParams;
const tags = ['habit programs'];

/** The coach's habit programs: list, author, copy and delete (coaches/habit-programs/). */
export function habitProgramsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/habit-programs/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: "The coach's habit programs and their company's managed ones, by name",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(habitProgramSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await programs.listHabitPrograms(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/habit-programs/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Create a habit program owned by the coach',
          body: habitProgramWriteSchema,
          response: { 201: habitProgramSchema },
        },
      },
      async (request, reply) => {
        const program = await programs.createHabitProgram(ctx, requireActor(request), request.body);
        return reply.code(201).send(program);
      },
    );

    app.get(
      '/coaches/habit-programs/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'One habit program', params, response: { 200: habitProgramSchema } },
      },
      async (request) => programs.getHabitProgram(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', habitProgramWriteSchema],
      ['PATCH', habitProgramPatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/habit-programs/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Change a habit program the coach owns (managed ones are read-only)',
          params,
          body,
          response: { 200: habitProgramSchema },
        },
        handler: async (request) =>
          programs.updateHabitProgram(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/habit-programs/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Delete a habit program the coach owns (409 while clients are on it)',
          params,
        },
      },
      async (request, reply) => {
        await programs.deleteHabitProgram(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/habit-programs/:id/copy_program/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Copy a habit program (areas, exercises, resources) as the coach’s own',
          params,
          body: copyProgramSchema,
          response: { 201: habitProgramSchema },
        },
      },
      async (request, reply) => {
        const copy = await programs.copyHabitProgram(
          ctx,
          requireActor(request),
          request.params.id,
          request.body,
        );
        return reply.code(201).send(copy);
      },
    );
  };
}
