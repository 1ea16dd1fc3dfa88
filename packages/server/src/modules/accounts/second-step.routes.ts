import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  challengeRequestSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsSchema,
  secondStepRequestSchema,
  tokenResponseSchema,
  webAuthnOptionsSchema,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { relyingPartyOf, secondStepPasskeyOptions } from '../two-step';
import * as login from './second-step.service';

const tags = ['accounts'];

/** The login's second step and the passkey sign-in (decision 027). */
export function secondStepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api-token-auth/two-step/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary:
            "Finish a login with the password step's challenge and a code, a recovery code or a passkey",
          body: secondStepRequestSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) =>
        login.secondStep(
          ctx,
          request.body,
          request.ip,
          { userAgent: request.headers['user-agent'], ip: request.ip },
          relyingPartyOf(ctx, request),
        ),
    );

    app.post(
      '/api-token-auth/two-step/passkey-options/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "WebAuthn options for signing the second step with one of the account's passkeys",
          body: challengeRequestSchema,
          response: { 200: webAuthnOptionsSchema },
        },
      },
      async (request) => secondStepPasskeyOptions(ctx, request.body.challenge, relyingPartyOf(ctx, request)),
    );

    app.post(
      '/api-token-auth/passkey/options/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Start signing in with a passkey: WebAuthn options and the challenge to send back',
          response: { 200: passkeyOptionsSchema },
        },
      },
      async (request) => login.passkeyOptions(ctx, request.ip, relyingPartyOf(ctx, request)),
    );

    app.post(
      '/api-token-auth/passkey/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Sign in with a passkey (no password)',
          body: passkeyLoginRequestSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) =>
        login.passkeyLogin(
          ctx,
          request.body,
          request.ip,
          { userAgent: request.headers['user-agent'], ip: request.ip },
          relyingPartyOf(ctx, request),
        ),
    );
  };
}
