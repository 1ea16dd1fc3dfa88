import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeUndoSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { undoEmailChange } from './email-change.service';

const tags = ['accounts'];

/** The undo link mailed to the old address when an account's e-mail changes. */
export function emailChangeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/undo_email_change/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Put back the e-mail address an account had, and log out every session of it',
          description: 'token: from the link mailed to the old address (single use, expiring).',
          security: [],
          body: emailChangeUndoSchema,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request) => undoEmailChange(ctx, request.body),
    );
  };
}
