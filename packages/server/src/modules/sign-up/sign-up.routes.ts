import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSignUpSchema, offeringQuerySchema, offeringSchema, tokenResponseSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import * as signUp from './sign-up.service';

const tags = ['sign-up'];

/** The public client sign-up: what the wizard shows, and the sign-up itself (no auth). */
export function signUpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/client/offering/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'What the sign-up wizard shows, for an invitation or a sub-domain',
          querystring: offeringQuerySchema,
          response: { 200: offeringSchema },
        },
      },
      async (request) => signUp.getOffering(ctx, request.query),
    );

    app.post(
      '/client/offering/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Sign up as a client (from an invitation or on a sub-domain) and log in',
          body: clientSignUpSchema,
          response: { 201: tokenResponseSchema },
        },
        // Before validation, so that malformed attempts count against the IP too.
        onRequest: async (request) => signUp.limitSignUps(ctx, request.ip),
      },
      async (request, reply) => reply.code(201).send(await signUp.signUp(ctx, request.body)),
    );
  };
}
