import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryProgressSchema,
  clientListQuerySchema,
  clientPatchSchema,
  clientProfilePatchSchema,
  clientSummarySchema,
  DASHBOARD_PAGE_SIZE,
  paginatedSchema,
  idParams,
  queryIdField,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as clients from './clients.service';

/** A client is addressed by their user id. */
const clientParams = idParams;
const profileParams = z.object({ profileId: queryIdField });
const tags = ['clients'];

/**
 * The coach's dashboard list, client detail and client settings (deactivation included), and
 * completion per area of focus (the client detail, the dashboard's doughnuts, the client's /progress).
 */
export function clientsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/clients/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "The coach's clients: filter, search, ordering, 4 a page",
          querystring: clientListQuerySchema,
          response: { 200: paginatedSchema(clientSummarySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DASHBOARD_PAGE_SIZE);
        const { count, results, nextCursor } = await clients.listClients(
          ctx,
          requireActor(request),
          request.query,
          window,
        );
        return pageOf(request, window, count, results, { nextCursor });
      },
    );

    app.get(
      '/coaches/clients/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "One of the coach's clients, by user id",
          params: clientParams,
          response: { 200: clientSummarySchema },
        },
      },
      async (request) => clients.getClient(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/coaches/clients/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Change a client's e-mail and names",
          params: clientParams,
          body: clientPatchSchema,
          response: { 200: clientSummarySchema },
        },
      },
      async (request) => clients.updateClient(ctx, requireActor(request), request.params.id, request.body),
    );

    app.patch(
      '/coaches/client-profiles/:profileId/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Change a client's features and assignments; deactivated: null reactivates",
          params: profileParams,
          body: clientProfilePatchSchema,
          response: { 200: clientSummarySchema },
        },
      },
      async (request) =>
        clients.updateClientProfile(ctx, requireActor(request), request.params.profileId, request.body),
    );

    app.delete(
      '/coaches/client-profiles/:profileId/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Deactivate a client and end their sessions',
          params: profileParams,
        },
      },
      async (request, reply) => {
        await clients.deactivateClient(ctx, requireActor(request), request.params.profileId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/clients/:id/current_progress/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's completion per area of focus over their last seven days",
          params: clientParams,
          response: { 200: z.array(categoryProgressSchema) },
        },
      },
      async (request) => clients.currentProgress(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/user/:id/category_complete/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "A user's completion per area of focus, all time (the user and their coach)",
          params: clientParams,
          response: { 200: z.array(categoryProgressSchema) },
        },
      },
      async (request) => clients.categoryComplete(ctx, requireActor(request), request.params.id),
    );
  };
}
