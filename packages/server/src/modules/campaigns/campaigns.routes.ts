import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignSchema, invitationRequestSchema } from '@tandem/shared';
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
  };
}
