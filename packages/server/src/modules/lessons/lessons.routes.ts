import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  lessonResourceSchema,
  MAX_LESSON_FILE_BYTES,
  MAX_RESOURCE_FILE_BYTES,
  moduleLessonQuerySchema,
  moduleLessonSchema,
  moveSchema,
  pageQuerySchema,
  paginatedSchema,
  idParams,
  queryIdField,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import { loadFileLinkSecret, serveCourseFiles } from './course-files';
import * as resources from './lesson-resources.service';
import * as lessons from './lessons.service';
import { readUploadForm } from './upload-form';

const params = idParams;
const resourceQuery = pageQuerySchema.extend({ lesson: queryIdField });
const lessonForm =
  'multipart/form-data: module, title, description, type, file_name, iframe_url, published, then an ' +
  'optional `file` (video: MP4/WebM; audio: MP3/M4A/OGG/WAV; pdf; file: anything; at most 1 GB, ' +
  'else 413). JSON without a file is accepted too.';
const resourceForm =
  'multipart/form-data: lesson, instruction, url, type (file | url), then an optional `file`. ' +
  'JSON without a file is accepted too.';
const lessonTags = ['lessons'];
const consumes = ['multipart/form-data', 'application/json'];

/** The largest files the routes accept; tests inject small ones. */
export interface LessonLimits {
  lessonBytes: number;
  resourceBytes: number;
}

/**
 * Lessons and their resources (coaches/module-lessons/, coaches/lesson-resources/): streamed
 * uploads, and the signed course-file links served with ranges (/api/course-files/).
 */
export function lessonsRoutes(
  ctx: AppContext,
  limits: LessonLimits = { lessonBytes: MAX_LESSON_FILE_BYTES, resourceBytes: MAX_RESOURCE_FILE_BYTES },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before any response needs a link: presenters make them without waiting.
    await loadFileLinkSecret(ctx);
    serveCourseFiles(app, ctx);

    app.get(
      '/coaches/module-lessons/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'The lessons of a module, in order, with their resources',
          querystring: moduleLessonQuerySchema,
          response: { 200: paginatedSchema(moduleLessonSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, 500);
        const actor = requireActor(request);
        const page = await lessons.listLessons(ctx, actor, request.query.module, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.get(
      '/coaches/module-lessons/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags: lessonTags, summary: 'One lesson', params, response: { 200: moduleLessonSchema } },
      },
      async (request) => lessons.getLesson(ctx, requireActor(request), request.params.id),
    );

    app.post(
      '/coaches/module-lessons/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'Add a lesson at the end of a module',
          description: lessonForm,
          consumes,
          response: { 201: moduleLessonSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const created = await lessons.createLesson(
          ctx,
          actor,
          (plan) => readUploadForm(request, ctx.storage, limits.lessonBytes, plan),
          limits.lessonBytes,
        );
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/coaches/module-lessons/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'Change a lesson (the fields sent; a file sent replaces the stored one)',
          description: lessonForm,
          consumes,
          params,
          response: { 200: moduleLessonSchema },
        },
      },
      async (request) =>
        lessons.updateLesson(
          ctx,
          requireActor(request),
          request.params.id,
          (plan) => readUploadForm(request, ctx.storage, limits.lessonBytes, plan),
          limits.lessonBytes,
        ),
    );

    app.delete(
      '/coaches/module-lessons/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags: lessonTags, summary: 'Delete a lesson, its resources and their files', params },
      },
      async (request, reply) => {
        await lessons.deleteLesson(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/module-lessons/:id/move/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'Swap a lesson with its neighbour in its module',
          params,
          body: moveSchema,
        },
      },
      async (request, reply) => {
        await lessons.moveLesson(ctx, requireActor(request), request.params.id, request.body);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/lesson-resources/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'The resources of a lesson, oldest first',
          querystring: resourceQuery,
          response: { 200: paginatedSchema(lessonResourceSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, 500);
        const actor = requireActor(request);
        const page = await resources.listResources(ctx, actor, request.query.lesson, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.get(
      '/coaches/lesson-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'One lesson resource',
          params,
          response: { 200: lessonResourceSchema },
        },
      },
      async (request) => resources.getResource(ctx, requireActor(request), request.params.id),
    );

    app.post(
      '/coaches/lesson-resources/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'Add a resource to a lesson',
          description: resourceForm,
          consumes,
          response: { 201: lessonResourceSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const created = await resources.createResource(
          ctx,
          actor,
          (plan) => readUploadForm(request, ctx.storage, limits.resourceBytes, plan),
          limits.resourceBytes,
        );
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/coaches/lesson-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: {
          tags: lessonTags,
          summary: 'Change a lesson resource (the fields sent, and the file if one is sent)',
          description: resourceForm,
          consumes,
          params,
          response: { 200: lessonResourceSchema },
        },
      },
      async (request) =>
        resources.updateResource(
          ctx,
          requireActor(request),
          request.params.id,
          (plan) => readUploadForm(request, ctx.storage, limits.resourceBytes, plan),
          limits.resourceBytes,
        ),
    );

    app.delete(
      '/coaches/lesson-resources/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.courses },
        schema: { tags: lessonTags, summary: 'Delete a lesson resource and its file', params },
      },
      async (request, reply) => {
        await resources.deleteResource(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
