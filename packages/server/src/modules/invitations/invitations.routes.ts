import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientUploadRequestSchema,
  clientUploadResponseSchema,
  customInvitationMailSchema,
  DEFAULT_PAGE_SIZE,
  invitationSchema,
  pageQuerySchema,
  paginatedSchema,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as invitations from './invitations.service';

const tokenParams = z.object({ token: z.string().min(1).max(100) });
const detailSchema = z.object({ detail: z.string() });
const tags = ['invitations'];

/** Inviting clients: the upload, and the coach's pending invitations. */
export function invitationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Lives under coaches/clients/ (the spec's path); the static segment wins over the clients
    // module's coaches/clients/:id/ in Fastify's router.
    app.post(
      '/coaches/clients/client_upload/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.clientOnboarding },
        schema: {
          tags,
          summary: 'Invite clients (one or a CSV of many), all or nothing',
          body: clientUploadRequestSchema,
          response: { 201: clientUploadResponseSchema },
        },
        // Row problems must name their row, which the generic zod error handler cannot do:
        // the service validates the body itself (the schema above still documents it).
        attachValidation: true,
      },
      async (request, reply) => {
        const result = await invitations.uploadClients(ctx, requireActor(request), request.body);
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/coaches/client-invitations/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.clientOnboarding },
        schema: {
          tags,
          summary: "The coach's pending invitations, newest first",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(invitationSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await invitations.listInvitations(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.delete(
      '/coaches/client-invitations/:token/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.clientOnboarding },
        schema: {
          tags,
          summary: 'Delete a pending invitation (its link stops working)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        await invitations.deleteInvitation(ctx, requireActor(request), request.params.token);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/client-invitations/:token/resend_invitation/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.clientOnboarding },
        schema: {
          tags,
          summary: 'Mail the invitation again',
          params: tokenParams,
          response: { 200: detailSchema },
        },
      },
      async (request) => invitations.resendInvitation(ctx, requireActor(request), request.params.token),
    );

    app.post(
      '/coaches/client-invitations/:token/send_custom_mail/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.clientOnboarding },
        schema: {
          tags,
          summary: "Mail the invitee the coach's own text, with the sign-up link appended",
          params: tokenParams,
          body: customInvitationMailSchema,
          response: { 200: detailSchema },
        },
      },
      async (request) =>
        invitations.sendCustomMail(ctx, requireActor(request), request.params.token, request.body),
    );
  };
}
