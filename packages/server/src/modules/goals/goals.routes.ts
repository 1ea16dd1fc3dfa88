import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachGoalsQuerySchema,
  DEFAULT_PAGE_SIZE,
  goalCreateSchema,
  goalPatchSchema,
  goalSchema,
  LIST_LIMIT,
  milestoneCreateSchema,
  milestonePatchSchema,
  milestoneSchema,
  pageQuerySchema,
  paginatedSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { GoalSide } from './goals.policy';
import * as goals from './goals.service';

const params = idParams;
const tags = ['goals'];

/**
 * Goals and milestones: the client's own (`clients/…`) and their coach's view (`coaches/…`).
 * Both sides share the same rules; only who may touch a goal differs.
 */
export function goalsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/goals/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'The client’s goals that are not abandoned, unfinished first, then newest',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(goalSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const { count, results } = await goals.listOwnGoals(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/goals/',
      {
        config: { audience: 'signed-in' },
        schema: { tags, summary: 'Create a goal', body: goalCreateSchema, response: { 201: goalSchema } },
      },
      async (request, reply) => {
        const goal = await goals.createGoal(ctx, requireActor(request), request.body);
        return reply.code(201).send(goal);
      },
    );

    app.get(
      '/coaches/goals/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'A client’s goals, for their coach',
          querystring: coachGoalsQuerySchema,
          response: { 200: paginatedSchema(goalSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const actor = requireActor(request);
        const { count, results } = await goals.listClientGoals(ctx, actor, request.query, window);
        return pageOf(request, window, count, results);
      },
    );

    app.delete(
      '/coaches/goals/:id/',
      {
        config: { audience: 'coach' },
        schema: { tags, summary: 'Delete a client’s goal and its milestones', params },
      },
      async (request, reply) => {
        await goals.deleteGoal(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    for (const [side, prefix] of [
      ['client', '/clients'],
      ['coach', '/coaches'],
    ] as [GoalSide, string][]) {
      app.patch(
        `${prefix}/goals/:id/`,
        {
          config: { audience: side === 'coach' ? 'coach' : 'client' },
          schema: {
            tags,
            summary: 'Edit, complete or abandon a goal',
            params,
            body: goalPatchSchema,
            response: { 200: goalSchema },
          },
        },
        async (request) =>
          goals.updateGoal(ctx, requireActor(request), side, request.params.id, request.body),
      );

      app.post(
        `${prefix}/milestones/`,
        {
          config: { audience: side === 'coach' ? 'coach' : 'client' },
          schema: {
            tags,
            summary: 'Add a milestone (last unless `order` is given)',
            body: milestoneCreateSchema,
            response: { 201: milestoneSchema },
          },
        },
        async (request, reply) => {
          const milestone = await goals.createMilestone(ctx, requireActor(request), side, request.body);
          return reply.code(201).send(milestone);
        },
      );

      app.patch(
        `${prefix}/milestones/:id/`,
        {
          config: { audience: side === 'coach' ? 'coach' : 'client' },
          schema: {
            tags,
            summary: 'Rename, complete or move a milestone',
            params,
            body: milestonePatchSchema,
            response: { 200: milestoneSchema },
          },
        },
        async (request) =>
          goals.updateMilestone(ctx, requireActor(request), side, request.params.id, request.body),
      );

      app.delete(
        `${prefix}/milestones/:id/`,
        {
          config: { audience: side === 'coach' ? 'coach' : 'client' },
          schema: { tags, summary: 'Remove a milestone (the rest close the gap)', params },
        },
        async (request, reply) => {
          await goals.deleteMilestone(ctx, requireActor(request), side, request.params.id);
          return reply.code(204).send();
        },
      );
    }
  };
}
