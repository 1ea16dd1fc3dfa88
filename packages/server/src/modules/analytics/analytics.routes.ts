import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsReportSchema, usageQuerySchema, usageReportSchema, COACH_FEATURE } from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import * as analytics from './analytics.service';

const tags = ['analytics'];

/** Usage analytics: event reports from the web, and the usage charts of coaches and owners. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/analytics/events/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Report usage events (one, or a list of up to 20)',
          description:
            "The user is the session's (the body's user_id is ignored). Answers 204 whether or not the " +
            'events are kept: they are not with `DNT: 1` or `Sec-GPC: 1`, for a user who turned usage ' +
            'statistics off, or while acting as someone. Paths are kept without query, ids as `:id`.',
          body: analyticsReportSchema,
          response: { 204: z.null().describe('Received') },
        },
        // Before validation, so that malformed reports count against the IP too.
        onRequest: async (request) => analytics.limitReports(ctx, request.ip),
      },
      async (request, reply) => {
        await analytics.recordReport(ctx, request.actor, request.body, request.headers);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/coaches/usage/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.usage },
        schema: {
          tags,
          summary: "The coach's clients' usage: active clients per local day and the most-used screens",
          querystring: usageQuerySchema,
          response: { 200: usageReportSchema },
        },
      },
      async (request) => analytics.coachUsage(ctx, requireActor(request), request.query.days),
    );

    app.get(
      '/owners/usage/',
      {
        config: { audience: 'owner', feature: COACH_FEATURE.usage },
        schema: {
          tags,
          summary: "The company's clients' usage: active clients per local day and the most-used screens",
          querystring: usageQuerySchema,
          response: { 200: usageReportSchema },
        },
      },
      async (request) => analytics.companyUsage(ctx, requireActor(request), request.query.days),
    );
  };
}
