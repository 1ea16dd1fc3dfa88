import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  exerciseResourceSchema,
  LIST_LIMIT,
  paginatedSchema,
  idParams,
  queryIdField,
  COACH_FEATURE,
  queryIntegerField,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as resources from './exercise-resources.service';
import { readResourceForm } from '../../lib/resource-form';

const params = idParams;
const listQuery = z.object({
  exercise: queryIdField,
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).optional(),
  offset: queryIntegerField().optional(),
});
const form = 'multipart/form-data: instruction, url, exercise, type (file | url) and an optional file';
const tags = ['exercises'];

/** Resources of exercises (coaches/exercise-resources/): links and PDF or MP4 files. */
export function exerciseResourcesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/exercise-resources/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'The resources of an exercise, oldest first',
          querystring: listQuery,
          response: { 200: paginatedSchema(exerciseResourceSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, 500);
        const actor = requireActor(request);
        const page = await resources.listResources(ctx, actor, request.query.exercise, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.get(
      '/coaches/exercise-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'One resource', params, response: { 200: exerciseResourceSchema } },
      },
      async (request) => resources.getResource(ctx, requireActor(request), request.params.id),
    );

    app.post(
      '/coaches/exercise-resources/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Add a resource to an exercise',
          description: form,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: exerciseResourceSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const created = await resources.createResource(ctx, actor, () =>
          readResourceForm(request, ctx.storage),
        );
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/coaches/exercise-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Change a resource (the fields sent, and the file if one is sent)',
          description: form,
          consumes: ['multipart/form-data', 'application/json'],
          params,
          response: { 200: exerciseResourceSchema },
        },
      },
      async (request) =>
        resources.updateResource(ctx, requireActor(request), request.params.id, () =>
          readResourceForm(request, ctx.storage),
        ),
    );

    app.delete(
      '/coaches/exercise-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'Delete a resource (its file too, unless shared)', params },
      },
      async (request, reply) => {
        await resources.deleteResource(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
