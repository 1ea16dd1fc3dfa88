import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { accountDeletionRequestSchema, accountDeletionStateSchema } from '@tandem/shared';
import {
  cancelAccountDeletion,
  getAccountDeletion,
  requestAccountDeletion,
} from './account-deletion.service';
import { exportPersonalData } from './personal-data.service';

const tags = ['personal data'];

/** A client's own data: download all of it, or have it deleted. */
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

    app.get(
      '/clients/account-deletion/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The calling client's scheduled account deletion, or null",
          response: { 200: accountDeletionStateSchema },
        },
      },
      async (request) => ({ deletion: await getAccountDeletion(ctx, requireActor(request)) }),
    );

    app.post(
      '/clients/account-deletion/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary:
            'Schedules the deletion of the calling client: confirmed by password, after a grace period',
          body: accountDeletionRequestSchema,
          response: { 200: accountDeletionStateSchema, 201: accountDeletionStateSchema },
        },
      },
      async (request, reply) => {
        const { deletion, created } = await requestAccountDeletion(ctx, requireActor(request), request.body);
        return reply.code(created ? 201 : 200).send({ deletion });
      },
    );

    app.delete(
      '/clients/account-deletion/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'Cancels the scheduled deletion' },
      },
      async (request, reply) => {
        await cancelAccountDeletion(ctx, requireActor(request));
        return reply.code(204).send();
      },
    );
  };
}
