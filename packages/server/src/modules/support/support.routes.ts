import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportReportSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { submitSupportReport } from './support.service';

export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/support/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags: ['support'],
          summary: 'Report a problem to staff (logged in or not)',
          body: supportReportSchema,
          response: { 201: z.object({ id: z.number().int() }) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await submitSupportReport(ctx, request.actor, request.body)),
    );
  };
}
