import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseModulePatchSchema,
  courseModuleQuerySchema,
  courseModuleSchema,
  courseModuleWriteSchema,
  DEFAULT_PAGE_SIZE,
  moveSchema,
  paginatedSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as modules from './course-modules.service';

const params = idParams;
const tags = ['courses'];

/** A course's modules: list, author, order and delete (coaches/course-modules/). */
export function courseModulesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/course-modules/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'The modules of a course the coach may see, in order',
          querystring: courseModuleQuerySchema,
          response: { 200: paginatedSchema(courseModuleSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await modules.listModules(ctx, actor, request.query.course, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/course-modules/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Add a module to a course the coach owns, last',
          body: courseModuleWriteSchema,
          response: { 201: courseModuleSchema },
        },
      },
      async (request, reply) => {
        const module = await modules.createModule(ctx, requireActor(request), request.body);
        return reply.code(201).send(module);
      },
    );

    app.get(
      '/coaches/course-modules/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags, summary: 'One module', params, response: { 200: courseModuleSchema } },
      },
      async (request) => modules.getModule(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', courseModuleWriteSchema],
      ['PATCH', courseModulePatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/course-modules/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Change a module of a course the coach owns (PUT may name another of their courses)',
          params,
          body,
          response: { 200: courseModuleSchema },
        },
        handler: async (request) =>
          modules.updateModule(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/course-modules/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Delete a module of a course the coach owns, with its lessons and files',
          params,
        },
      },
      async (request, reply) => {
        await modules.deleteModule(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/course-modules/:id/move/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags, summary: 'Swap a module with its neighbour in its course', params, body: moveSchema },
      },
      async (request, reply) => {
        await modules.moveModule(ctx, requireActor(request), request.params.id, request.body);
        return reply.code(204).send();
      },
    );
  };
}
