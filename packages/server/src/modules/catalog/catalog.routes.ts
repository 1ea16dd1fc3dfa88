import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseSummarySchema,
  DEFAULT_PAGE_SIZE,
  pageQuerySchema,
  paginatedSchema,
  pulseSurveySummarySchema,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as catalog from './catalog.service';

const tags = ['catalog'];

/**
 * The lists behind the coach's pickers (pulse surveys, courses). The habit-programs module owns
 * coaches/habit-programs/ (the same picker list, with counts); the pulse and course modules add
 * the detail and authoring endpoints.
 */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/pulse-surveys/',
      {
        schema: {
          tags,
          summary: "The coach's pulse surveys and their company's managed ones",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(pulseSurveySummarySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await catalog.listPulseSurveys(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

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
