import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTBOX_PAGE_SIZE, outboxPageSchema, outboxTextPageSchema, pageQuerySchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as outbox from './outbox.service';

const tags = ['dev'];

/** The developer outbox: the mail and text messages the app wrote and how their delivery went. */
export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox/',
      {
        config: { audience: 'staff' },
        schema: {
          tags,
          summary: 'Every e-mail the app wrote, newest first, with its delivery status (staff only)',
          querystring: pageQuerySchema,
          response: { 200: outboxPageSchema },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, OUTBOX_PAGE_SIZE);
        const { count, results } = await outbox.listOutboxEmails(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/dev/outbox/texts/',
      {
        config: { audience: 'staff' },
        schema: {
          tags,
          summary: 'Every text message the app wrote, newest first, with its delivery status (staff only)',
          querystring: pageQuerySchema,
          response: { 200: outboxTextPageSchema },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, OUTBOX_PAGE_SIZE);
        const { count, results } = await outbox.listOutboxTexts(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
