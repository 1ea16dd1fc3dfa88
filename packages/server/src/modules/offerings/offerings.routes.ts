import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offeringChoicesSchema,
  offeringCreateSchema,
  offeringListQuerySchema,
  offeringPatchSchema,
  ownerOfferingSchema,
  paginatedSchema,
  publicOfferingSchema,
  SHORT_LIST_LIMIT,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as offerings from './offerings.service';

const tags = ['offerings'];
const params = idParams;

/** The owner's subscription plans (/automated-registration) and a plan's public face. */
export function offeringsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/owners/offerings/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.subscriptionPlans },
        schema: {
          tags,
          summary: "The owner's company's subscription plans, newest first (the web asks limit 100)",
          querystring: offeringListQuerySchema,
          response: { 200: paginatedSchema(ownerOfferingSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, SHORT_LIST_LIMIT, SHORT_LIST_LIMIT);
        const { count, results } = await offerings.listOfferings(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/owners/offerings/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.subscriptionPlans },
        schema: {
          tags,
          summary: "Create a subscription plan of the owner's company (price in cents a month)",
          body: offeringCreateSchema,
          response: { 201: ownerOfferingSchema },
        },
      },
      async (request, reply) => {
        const created = await offerings.createOffering(ctx, requireActor(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/owners/offerings/:id/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.subscriptionPlans },
        schema: {
          tags,
          summary: "Change a subscription plan of the owner's company (switching it off always works)",
          params,
          body: offeringPatchSchema,
          response: { 200: ownerOfferingSchema },
        },
      },
      async (request) =>
        offerings.updateOffering(ctx, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/owners/offering-choices/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.subscriptionPlans },
        schema: {
          tags,
          summary: "The plan form's choices: the company's coaches with what each may give clients",
          response: { 200: offeringChoicesSchema },
        },
      },
      async (request) => offerings.getOfferingChoices(ctx, requireActor(request)),
    );

    app.get(
      '/owners/offerings/:promo/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'An active plan by the code in its link: name, price and link only',
          params: z.object({ promo: z.string().min(1).max(64) }),
          response: { 200: publicOfferingSchema },
        },
      },
      async (request) => offerings.getPublicOffering(ctx, request.params.promo),
    );
  };
}
