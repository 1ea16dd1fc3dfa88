import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeHabitProgramSchema,
  clientSubscriptionSchema,
  DEFAULT_PAGE_SIZE,
  ownerSubscriptionSchema,
  pageQuerySchema,
  simulateSubscriptionEventSchema,
  paginatedSchema,
  userSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as settings from './account-settings.service';

const ownerSubscriptionsQuery = pageQuerySchema.extend({
  current: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
const tags = ['account settings'];

/** The habit program of a user, and the subscriptions of a client and of an owner. */
export function accountSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/:id/change_habit_program/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "Change a client's habit program (their coach, or a licence holder for themself)",
          params: idParams,
          body: changeHabitProgramSchema,
          response: { 200: userSchema },
        },
      },
      async (request) =>
        settings.changeHabitProgram(ctx, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/clients/subscriptions/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's client subscriptions, newest first",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(clientSubscriptionSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const page = await settings.listClientSubscriptions(ctx, requireActor(request), window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.delete(
      '/clients/subscriptions/:id/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'Cancel one of your client subscriptions', params: idParams },
      },
      async (request, reply) => {
        await settings.cancelClientSubscription(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/owners/subscriptions/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's company plans, newest first; current=true keeps the running ones",
          querystring: ownerSubscriptionsQuery,
          response: { 200: paginatedSchema(ownerSubscriptionSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await settings.listOwnerSubscriptions(ctx, actor, window, request.query.current);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.delete(
      '/owners/subscriptions/:id/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: 'Stop a company plan renewing; it runs until its scheduled invoice date',
          params: idParams,
        },
      },
      async (request, reply) => {
        await settings.cancelOwnerSubscription(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/owners/subscriptions/:id/simulate/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary:
            'Test mode only: the offline provider renews the plan now with the card on file (a declined card leaves it past due) or ends it',
          params: idParams,
          body: simulateSubscriptionEventSchema,
          response: { 200: ownerSubscriptionSchema },
        },
      },
      async (request) =>
        settings.simulateOwnerSubscriptionEvent(
          ctx,
          requireActor(request),
          request.params.id,
          request.body.event,
        ),
    );
  };
}
