import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectPaymentAccountResponseSchema,
  connectPaymentAccountSchema,
  DEFAULT_PAGE_SIZE,
  impersonationCandidateSchema,
  impersonationEventSchema,
  MAX_BRANDING_IMAGE_BYTES,
  ownerCoachSchema,
  ownerCompanyPatchSchema,
  ownerCompanySchema,
  ownerSubDomainSchema,
  ownerUsersQuerySchema,
  pageQuerySchema,
  paginatedSchema,
  SHORT_LIST_LIMIT,
  subDomainPatchSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as owners from './owners.service';

const tags = ['owners'];
const params = idParams;

/** The owner's company, coaches, sub-domains, payment link, impersonation picker and audit. */
export function ownersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/owners/company/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: "The owner's company: payment link state, first sub-domain, coaching-associate box",
          response: { 200: ownerCompanySchema },
        },
      },
      async (request) => owners.getCompany(ctx, requireActor(request)),
    );

    app.patch(
      '/owners/company/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: "Tick or untick the coaching-associate box (the owner's listing in the coach search)",
          body: ownerCompanyPatchSchema,
          response: { 200: ownerCompanySchema },
        },
      },
      async (request) => owners.updateCompany(ctx, requireActor(request), request.body),
    );

    app.post(
      '/owners/company/connect_with_stripe/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.subscriptionPlans },
        schema: {
          tags,
          summary: "Link the company's payment account with the provider's authorization code",
          description: 'A refused code answers 400 `{detail: error_description, code: error}`.',
          body: connectPaymentAccountSchema,
          response: { 200: connectPaymentAccountResponseSchema },
        },
      },
      async (request) => owners.connectPaymentAccount(ctx, requireActor(request), request.body),
    );

    app.get(
      '/owners/coaches/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: "The coaches of the owner's company, by name",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(ownerCoachSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, SHORT_LIST_LIMIT);
        const { count, results } = await owners.listCoaches(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/owners/sub-domains/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: "The sub-domains of the owner's company, with whether the caller may change each",
          response: { 200: z.array(ownerSubDomainSchema) },
        },
      },
      async (request) => owners.listSubDomains(ctx, requireActor(request)),
    );

    app.patch(
      '/owners/sub-domains/:id/',
      {
        config: { audience: 'owner' },
        schema: {
          tags,
          summary: 'Change a sub-domain: name (once), colour, logo and background, logo height',
          description:
            `JSON with images as data URLs (null removes one), or multipart/form-data with files in ` +
            `\`logo\` and \`background_image\`: PNG, JPEG, GIF or WebP of at most ` +
            `${MAX_BRANDING_IMAGE_BYTES / 1024} KB, stored as files and served from /media/.`,
          params,
          // Optional so a multipart request reaches the handler (Fastify validates its body as null).
          body: subDomainPatchSchema.nullish(),
          response: { 200: ownerSubDomainSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        if (!request.isMultipart())
          return owners.updateSubDomain(ctx, actor, request.params.id, request.body ?? {});
        return owners.updateSubDomainForm(ctx, actor, request.params.id, () =>
          request.parts({ limits: { fileSize: MAX_BRANDING_IMAGE_BYTES } }),
        );
      },
    );

    app.get(
      '/owners/users/',
      {
        // Self-scoped: staff get every non-staff user, an owner their company's, others none.
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Users the caller may impersonate, by e-mail (the impersonation picker)',
          querystring: ownerUsersQuerySchema,
          response: { 200: paginatedSchema(impersonationCandidateSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, SHORT_LIST_LIMIT);
        const { count, results } = await owners.listImpersonationCandidates(
          ctx,
          requireActor(request),
          request.query.search ?? '',
          window,
        );
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/owners/impersonation-events/',
      {
        // Self-scoped like the picker: staff read every event, an owner their company's.
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Impersonation starts and stops, newest first',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(impersonationEventSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, SHORT_LIST_LIMIT);
        const { count, results } = await owners.listImpersonationEvents(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
