import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientHabitPatchSchema,
  clientHabitQuerySchema,
  clientHabitSchema,
  clientHabitWriteSchema,
  coachClientHabitsQuerySchema,
  LIST_LIMIT,
  paginatedSchema,
  SHORT_LIST_LIMIT,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as habits from './habits.service';

const params = idParams;
const tags = ['habits'];

/** The client's own habits, and their coach's read of them. */
export function habitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/habits/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's habits by time of day: in use (default), removed (active=false) or all",
          querystring: clientHabitQuerySchema,
          response: { 200: paginatedSchema(clientHabitSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, SHORT_LIST_LIMIT, LIST_LIMIT);
        const active = request.query.active ?? 'true';
        const page = await habits.listOwnHabits(ctx, requireActor(request), active, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/clients/habits/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Create a habit (on today’s list at once when it falls on today)',
          body: clientHabitWriteSchema,
          response: { 201: clientHabitSchema },
        },
      },
      async (request, reply) => {
        const habit = await habits.createHabit(ctx, requireActor(request), request.body);
        return reply.code(201).send(habit);
      },
    );

    app.patch(
      '/clients/habits/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Change a habit, or remove it for good with active: false',
          params,
          body: clientHabitPatchSchema,
          response: { 200: clientHabitSchema },
        },
      },
      async (request) => habits.updateHabit(ctx, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/coaches/client-habits/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's habits in use, for their coach",
          querystring: coachClientHabitsQuerySchema,
          response: { 200: paginatedSchema(clientHabitSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, SHORT_LIST_LIMIT, LIST_LIMIT);
        const actor = requireActor(request);
        const page = await habits.listClientHabits(ctx, actor, request.query.client, window);
        return pageOf(request, window, page.count, page.results);
      },
    );
  };
}
