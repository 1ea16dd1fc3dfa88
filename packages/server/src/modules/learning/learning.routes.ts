import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCourseCardSchema,
  clientCourseDetailSchema,
  clientLessonLinkSchema,
  coachClientCourseQuerySchema,
  coachClientCourseSchema,
  DEFAULT_PAGE_SIZE,
  lessonChoiceSchema,
  lessonCompletionSchema,
  pageQuerySchema,
  paginatedSchema,
  SHORT_LIST_LIMIT,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as learning from './learning.service';

const params = idParams;
const tags = ['courses'];

/** The client's courses: cards, the course, completing lessons; the coach's view of a client's courses. */
export function learningRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/courses/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'The courses the client may take, with their percent completed',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(clientCourseCardSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await learning.listCourses(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/clients/courses/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'A course the client may take: published modules and lessons, files as signed links',
          params,
          response: { 200: clientCourseDetailSchema },
        },
      },
      async (request) => learning.getCourse(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/clients/lessons/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary:
            'Where a lesson the client may take lives: its title and course (the lesson behind an exercise)',
          params,
          response: { 200: clientLessonLinkSchema },
        },
      },
      async (request) => learning.getLessonLink(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/coaches/lesson-choices/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'The lessons an exercise may link to: those of every course the coach may use, in order',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(lessonChoiceSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, SHORT_LIST_LIMIT, SHORT_LIST_LIMIT);
        const { count, results } = await learning.listLessonChoices(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/lessons/:id/complete/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Mark a lesson completed (again is harmless); says the percent and the next lesson',
          params,
          response: { 200: lessonCompletionSchema },
        },
      },
      async (request) => learning.completeLesson(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/coaches/client-courses/current/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's courses with completion marks and their shared lesson notes (homework)",
          querystring: coachClientCourseQuerySchema,
          response: { 200: z.array(coachClientCourseSchema) },
        },
      },
      async (request) => learning.clientCoursesForCoach(ctx, requireActor(request), request.query.client),
    );
  };
}
