import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSummarySchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import * as sessions from './sessions.service';

const sessionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['accounts'];

/** The caller's own sessions (devices and browsers logged in), and logging them out. */
export function sessionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sessions/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Your live sessions, the most recently used first; `current` is this one',
          response: { 200: z.array(sessionSummarySchema) },
        },
      },
      async (request) => sessions.listSessions(ctx, requireActor(request)),
    );

    app.delete(
      '/sessions/:id/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Log out one of your sessions; its open connections close at once',
          params: sessionIdParams,
        },
      },
      async (request, reply) => {
        await sessions.revokeOwnSession(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/sessions/revoke_others/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Log out everywhere else: every session but this one',
          response: { 200: z.object({ revoked: z.number().int() }) },
        },
      },
      async (request) => sessions.revokeOtherSessions(ctx, requireActor(request)),
    );
  };
}
