import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coursePatchSchema,
  courseSchema,
  courseWriteSchema,
  DEFAULT_PAGE_SIZE,
  MAX_COURSE_IMAGE_BYTES,
  moveSchema,
  pageQuerySchema,
  paginatedSchema,
  removeCourseUserSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import { clientCoursesRoutes } from './client-courses.routes';
import { courseModulesRoutes } from './course-modules.routes';
import * as grants from './client-courses.service';
import * as courses from './courses.service';

const params = idParams;
const tags = ['courses'];

/** The coach's courses and modules: authoring, ordering, who may take them (coaches/courses/ ...). */
export function coursesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(courseModulesRoutes(ctx));
    await app.register(clientCoursesRoutes(ctx));

    app.get(
      '/coaches/courses/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: "The coach's courses and their company's managed ones, in order",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(courseSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await courses.listCourses(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/courses/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Create a course owned by the coach, last among theirs',
          body: courseWriteSchema,
          response: { 201: courseSchema },
        },
      },
      async (request, reply) => {
        const course = await courses.createCourse(ctx, requireActor(request), request.body);
        return reply.code(201).send(course);
      },
    );

    app.get(
      '/coaches/courses/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags, summary: 'One course', params, response: { 200: courseSchema } },
      },
      async (request) => courses.getCourse(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', courseWriteSchema],
      ['PATCH', coursePatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/courses/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Change a course the coach owns (managed ones are read-only)',
          params,
          body,
          response: { 200: courseSchema },
        },
        handler: async (request) =>
          courses.updateCourse(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/courses/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Delete a course the coach owns, with its modules, lessons, files and grants',
          params,
        },
      },
      async (request, reply) => {
        await courses.deleteCourse(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/courses/:id/move/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: "Swap a course with its neighbour among the coach's courses",
          params,
          body: moveSchema,
        },
      },
      async (request, reply) => {
        await courses.moveCourse(ctx, requireActor(request), request.params.id, request.body);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/courses/:id/background_image/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Set the background image of a course the coach owns',
          description: 'multipart/form-data: `file`, a PNG, JPEG, GIF or WebP image of at most 5 MB',
          consumes: ['multipart/form-data'],
          params,
          response: { 200: courseSchema },
        },
      },
      async (request) =>
        courses.replaceBackgroundImage(ctx, requireActor(request), request.params.id, async () => {
          if (!request.isMultipart()) return undefined;
          const part = await request.file({ limits: { fileSize: MAX_COURSE_IMAGE_BYTES } });
          return part && { field: part.fieldname, stream: part.file };
        }),
    );

    app.post(
      '/coaches/courses/:id/remove_user/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags,
          summary: 'Take a course the coach owns away from a client (their progress stays)',
          params,
          body: removeCourseUserSchema,
        },
      },
      async (request, reply) => {
        await grants.revokeCourse(ctx, requireActor(request), request.params.id, request.body);
        return reply.code(204).send();
      },
    );
  };
}
