import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignCreateSchema,
  campaignPatchSchema,
  campaignSchema,
  DEFAULT_PAGE_SIZE,
  invitationRequestRowSchema,
  invitationRequestSchema,
  MAX_CAMPAIGN_IMAGE_BYTES,
  ownerCampaignSchema,
  pageQuerySchema,
  paginatedSchema,
  SHORT_LIST_LIMIT,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { AppContext } from '../../lib/context';
import * as campaigns from './campaigns.service';

const tags = ['campaigns'];
const params = idParams;

/** The public campaign page, its invitation requests and the owner's campaign editor. */
export function campaignsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/change-campaigns/:id/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "A campaign's page: its goal and total; a signed-in contributor's standing",
          params,
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
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: 'Set an invitation request aside without inviting',
          params,
        },
      },
      async (request, reply) => {
        await campaigns.dismissInvitationRequest(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    // The owner's campaign editor: the owner's company's campaigns only (the service's rules).
    app.get(
      '/owners/campaigns/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: "The owner's company's campaigns, newest first, with the points given so far",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(ownerCampaignSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, SHORT_LIST_LIMIT);
        const { count, results } = await campaigns.listOwnerCampaigns(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/owners/campaigns/:id/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: "One of the owner's company's campaigns",
          params,
          response: { 200: ownerCampaignSchema },
        },
      },
      async (request) => campaigns.getOwnerCampaign(ctx, requireActor(request), request.params.id),
    );

    app.post(
      '/owners/campaigns/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: "Create a campaign of the owner's company (the slug is made from the name if left out)",
          body: campaignCreateSchema,
          response: { 201: ownerCampaignSchema },
        },
      },
      async (request, reply) => {
        const created = await campaigns.createCampaign(ctx, requireActor(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/owners/campaigns/:id/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: "Change a campaign of the owner's company; `image: null` removes an image",
          params,
          body: campaignPatchSchema,
          response: { 200: ownerCampaignSchema },
        },
      },
      async (request) =>
        campaigns.updateCampaign(ctx, requireActor(request), request.params.id, request.body),
    );

    app.post(
      '/owners/campaigns/:id/image/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.campaigns },
        schema: {
          tags,
          summary: "Set a campaign's image or secondary image",
          description:
            'multipart/form-data: one PNG, JPEG, GIF or WebP file of at most 5 MB in the field `image` ' +
            'or `secondary_image`, the one it replaces',
          consumes: ['multipart/form-data'],
          params,
          response: { 200: ownerCampaignSchema },
        },
      },
      async (request) =>
        campaigns.replaceCampaignImage(ctx, requireActor(request), request.params.id, async () => {
          if (!request.isMultipart()) return undefined;
          const part = await request.file({ limits: { fileSize: MAX_CAMPAIGN_IMAGE_BYTES } });
          return part && { field: part.fieldname, stream: part.file };
        }),
    );
  };
}
