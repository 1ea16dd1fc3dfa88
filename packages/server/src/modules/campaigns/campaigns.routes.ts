import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignSchema,
  invitationRequestRowSchema,
  invitationRequestSchema,
  pageQuerySchema,
  paginatedSchema,
  SHORT_LIST_LIMIT,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { AppContext } from '../../lib/context';
import * as campaigns from './campaigns.service';

const tags = ['campaigns'];

/** The public campaign page and its invitation requests. */
export function campaignsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/change-campaigns/:id/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "A campaign's page: its goal and total; a signed-in contributor's standing",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: campaignSchema },
        },
      },
      async (request) => campaigns.getCampaign(ctx, request.actor, request.params.id),
    );

    app.post(
      '/invitation-requests/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Ask for an invitation from a campaign page (every field required); the owner is mailed',
          body: invitationRequestSchema,
          response: { 201: z.object({ id: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const created = await campaigns.requestInvitation(ctx, request.ip, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/owners/invitation-requests/',
      {
        // Self-scoped, like the owner's plans: anyone signed in gets their company's (or none).
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The owner's company's open invitation requests, newest first",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(invitationRequestRowSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, SHORT_LIST_LIMIT, SHORT_LIST_LIMIT);
        const { count, results } = await campaigns.listInvitationRequests(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/owners/invitation-requests/:id/dismiss/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: 'Set an invitation request aside without inviting',
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        await campaigns.dismissInvitationRequest(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
