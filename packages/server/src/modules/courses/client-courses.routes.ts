import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCourseQuerySchema,
  clientCourseSchema,
  clientCourseWriteSchema,
  DEFAULT_PAGE_SIZE,
  paginatedSchema,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as grants from './client-courses.service';

const tags = ['courses'];

/**
 * Who was given a course by name (coaches/client-courses/); taking it away is
 * coaches/courses/{id}/remove_user/. The learning module owns coaches/client-courses/current/.
 */
export function clientCoursesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/client-courses/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: "The coach's clients given a course by name, by name",
          querystring: clientCourseQuerySchema,
          response: { 200: paginatedSchema(clientCourseSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await grants.listGrants(ctx, actor, request.query.course, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/client-courses/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Give one of the coach’s clients a course they own (again: 200 with the grant)',
          body: clientCourseWriteSchema,
          response: { 200: clientCourseSchema, 201: clientCourseSchema },
        },
      },
      async (request, reply) => {
        const { created, grant } = await grants.grantCourse(ctx, requireActor(request), request.body);
        return reply.code(created ? 201 : 200).send(grant);
      },
    );
  };
}
