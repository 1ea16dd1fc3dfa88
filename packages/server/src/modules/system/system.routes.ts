import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, demoPasswordsSchema } from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { isDatabaseUnavailable } from '../../lib/database-health';
import { demoPasswordWarning } from './demo-accounts.service';

/**
 * Health, version and the little configuration the web needs before anything else; for staff,
 * the demo accounts anyone may still sign in as.
 */
export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['system'];
    app.get(
      '/health',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable'), database: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        const state = ctx.databaseState();
        if (!state.ok)
          return reply.code(503).send({ status: 'unavailable' as const, database: state.reason });
        try {
          await ctx.db.execute(sql`SELECT 1`);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          return reply
            .code(503)
            .send({ status: 'unavailable' as const, database: 'the database cannot be reached' });
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
    app.get(
      '/version',
      {
        config: { audience: 'anyone' },
        schema: { tags, summary: 'The server version', response: { 200: z.object({ version: z.string() }) } },
      },
      async () => ({
        version: ctx.config.appVersion,
      }),
    );
    app.get(
      '/config',
      {
        config: { audience: 'anyone' },
        schema: { tags, summary: 'Public configuration for the web app', response: { 200: appConfigSchema } },
      },
      async () => ({
        version: ctx.config.appVersion,
        default_sub_domain: ctx.config.defaultSubDomain,
      }),
    );
    app.get(
      '/system/demo-passwords/',
      {
        config: { audience: 'staff' },
        schema: {
          tags,
          summary:
            'The demo accounts whose password is still the published demo password (staff only); empty once changed',
          response: { 200: demoPasswordsSchema },
        },
      },
      async (request) => demoPasswordWarning(ctx, requireActor(request)),
    );
  };
}
