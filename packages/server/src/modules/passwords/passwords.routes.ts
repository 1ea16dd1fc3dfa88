import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  setPasswordSchema,
  tokenResponseSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import * as passwords from './passwords.service';

const userIdParams = idParams;
const detailSchema = z.object({ detail: z.string() });
const tags = ['passwords'];

/** Password change (knowing the old one) and reset by an e-mailed link. */
export function passwordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/:id/set_password/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Change your own password; your other sessions are logged out',
          params: userIdParams,
          body: setPasswordSchema,
          response: { 200: detailSchema },
        },
      },
      async (request) => passwords.setPassword(ctx, requireActor(request), request.params.id, request.body),
    );

    app.post(
      '/user/request_password_change/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Mail a password reset link; the answer is the same for any address',
          security: [],
          body: passwordResetRequestSchema,
          response: { 200: detailSchema },
        },
      },
      async (request) => passwords.requestPasswordReset(ctx, request.body, request.ip),
    );

    app.post(
      '/user/reset_password/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Set a new password with an e-mailed token and log in',
          security: [],
          body: passwordResetSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => passwords.resetPassword(ctx, request.body, request.ip),
    );
  };
}
