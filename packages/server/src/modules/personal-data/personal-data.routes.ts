import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { exportPersonalData } from './personal-data.service';

const tags = ['personal data'];

/** A client's own data: download all of it. */
export function personalDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/data-export/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Everything about the calling client, as a zip of JSON and CSV files with their uploads',
          produces: ['application/zip'],
        },
      },
      async (request, reply) => {
        const stream = await exportPersonalData(ctx, requireActor(request));
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="tandem-my-data-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
}
