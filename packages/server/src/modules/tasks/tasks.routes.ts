import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientExerciseSchema,
  clientExercisesQuerySchema,
  coachTaskCreateSchema,
  DEFAULT_PAGE_SIZE,
  LIST_LIMIT,
  MAX_TASK_ATTACHMENT_BYTES,
  paginatedSchema,
  taskPatchSchema,
  taskQuerySchema,
  taskSchema,
  SHORT_LIST_LIMIT,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { writeContext, writtenAt } from '../../lib/offline-writes';
import { pageOf, pageWindow } from '../../lib/pagination';
import { readAttachmentForm, type FormPart } from './task-attachment';
import * as tasks from './tasks.service';

const params = idParams;
const tags = ['tasks'];

/** The client's daily list (exercises and habit days) and the coach's view of a client's exercises. */
export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/tasks/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's tasks: today's list with due=true, else all of them, newest first",
          querystring: taskQuerySchema,
          response: { 200: paginatedSchema(taskSchema) },
        },
      },
      async (request) => {
        const due = request.query.due === 'true';
        const window = pageWindow(request.query, due ? SHORT_LIST_LIMIT : DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const { count, results } = await tasks.listTasks(ctx, requireActor(request), due, window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/tasks/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'One more recommended exercise for today (empty body)',
          body: z.object({}).nullish(),
          response: { 201: taskSchema },
        },
      },
      async (request, reply) => {
        const task = await tasks.requestOneMore(ctx, requireActor(request));
        return reply.code(201).send(task);
      },
    );

    app.patch(
      '/clients/tasks/:id/',
      {
        config: { audience: 'client', idempotent: true },
        schema: {
          tags,
          summary: 'Complete, reopen, skip or un-skip a task on today’s list',
          params,
          body: taskPatchSchema,
          response: { 200: taskSchema },
        },
      },
      async (request) =>
        tasks.updateTask(
          writeContext(ctx, request),
          requireActor(request),
          request.params.id,
          request.body,
          writtenAt(request),
        ),
    );

    app.post(
      '/clients/exercise-history/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Record an exercise (multipart: exercise, completed, optional file up to 25 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: taskSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const task = await tasks.recordExercise(ctx, actor, async () => {
          if (!request.isMultipart()) return { fields: {}, file: null };
          // The app-wide limit is the avatar's 5 MB; this form takes larger files. Past the limit
          // the parser cuts the file and marks it truncated, which readAttachmentForm reports.
          const parts: AsyncIterable<FormPart> = request.parts({
            limits: { fileSize: MAX_TASK_ATTACHMENT_BYTES },
          });
          return readAttachmentForm(parts, ctx.storage);
        });
        return reply.code(201).send(task);
      },
    );

    app.post(
      '/coaches/client-tasks/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Give one of your clients an exercise of the library, due today',
          body: coachTaskCreateSchema,
          response: { 201: taskSchema },
        },
      },
      async (request, reply) => {
        const task = await tasks.giveExercise(ctx, requireActor(request), request.body);
        return reply.code(201).send(task);
      },
    );

    app.get(
      '/coaches/client-exercises/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's exercise history, newest first, with their shared notes",
          querystring: clientExercisesQuerySchema,
          response: { 200: paginatedSchema(clientExerciseSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const actor = requireActor(request);
        const page = await tasks.listClientExercises(ctx, actor, request.query.user, window);
        return pageOf(request, window, page.count, page.results);
      },
    );
  };
}
