import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSummarySchema, DEFAULT_PAGE_SIZE, pageQuerySchema, paginatedSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as catalog from './catalog.service';

const tags = ['catalog'];

/**
 * The lists behind the coach's pickers (courses, so far). The habit-programs and pulse-surveys
 * modules own coaches/habit-programs/ and coaches/pulse-surveys/ (the same picker lists, with
 * counts); the course module adds the detail and authoring endpoints.
 */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/courses/',
      {
        schema: {
          tags,
          summary: 'The courses the coach may give clients',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(courseSummarySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await catalog.listCourses(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
