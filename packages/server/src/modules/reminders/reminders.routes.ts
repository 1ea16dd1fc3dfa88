import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  pageQuerySchema,
  paginatedSchema,
  reminderDeliverySchema,
  idParams,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as reminders from './reminders.service';

/** A client is addressed by their user id. */
const clientParams = idParams;

/** The reminder delivery log, for the client's coach. */
export function remindersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/clients/:id/reminders/',
      {
        config: { audience: 'coach' },
        schema: {
          tags: ['reminders'],
          summary: "A client's reminder delivery log, newest first: what was sent or skipped, and why",
          params: clientParams,
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(reminderDeliverySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const { count, results } = await reminders.clientReminderLog(ctx, actor, request.params.id, window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
