import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParams,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  recoveryCodesSchema,
  relyingPartyFor,
  totpConfirmRequestSchema,
  totpSetupSchema,
  twoStepConfirmationSchema,
  twoStepStatusSchema,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import * as twoStep from './two-step.service';

const tags = ['two-step'];
/** Every route here is for the signed-in account itself, also while it must set two steps up. */
const config = { audience: 'signed-in', duringTwoStepSetup: true } as const;

/** The passkey relying party of a request: its host under PUBLIC_URL (shared rule relyingPartyFor). */
export function relyingPartyOf(ctx: AppContext, request: FastifyRequest) {
  return relyingPartyFor(ctx.config.publicUrl, request.host);
}

/** The caller's own two-step sign-in: the authenticator app, recovery codes and passkeys. */
export function twoStepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/two-step/',
      { config, schema: { tags, summary: 'Your two-step sign-in', response: { 200: twoStepStatusSchema } } },
      async (request) => twoStep.status(ctx, requireActor(request)),
    );

    app.post(
      '/two-step/totp/',
      {
        config,
        schema: {
          tags,
          summary: 'Start setting up an authenticator app: a new secret, its URI and QR code',
          response: { 200: totpSetupSchema },
        },
      },
      async (request) => twoStep.beginTotp(ctx, requireActor(request)),
    );

    app.post(
      '/two-step/totp/confirm/',
      {
        config,
        schema: {
          tags,
          summary: 'Turn the authenticator app on with a code from it; answers the recovery codes, once',
          body: totpConfirmRequestSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) => twoStep.confirmTotp(ctx, requireActor(request), request.body.code),
    );

    app.delete(
      '/two-step/totp/',
      {
        config,
        schema: {
          tags,
          summary: 'Turn the authenticator app off (with the password or a code)',
          body: twoStepConfirmationSchema,
        },
      },
      async (request, reply) => {
        await twoStep.turnOffTotp(ctx, requireActor(request), request.body);
        return reply.code(204).send();
      },
    );

    app.post(
      '/two-step/recovery-codes/',
      {
        config,
        schema: {
          tags,
          summary: 'New recovery codes (with the password or a code); the old ones stop working',
          body: twoStepConfirmationSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) => twoStep.regenerateRecoveryCodes(ctx, requireActor(request), request.body),
    );

    app.post(
      '/two-step/passkeys/options/',
      {
        config,
        schema: {
          tags,
          summary:
            "WebAuthn options for adding a passkey, and the challenge to send back with the browser's answer",
          response: { 200: passkeyOptionsSchema },
        },
      },
      async (request) =>
        twoStep.passkeyRegistrationOptions(ctx, requireActor(request), relyingPartyOf(ctx, request)),
    );

    app.post(
      '/two-step/passkeys/',
      {
        config,
        schema: {
          tags,
          summary: 'Add the passkey the browser made; the first way of two steps also answers recovery codes',
          body: passkeyRegistrationSchema,
          response: { 201: passkeyAddedSchema },
        },
      },
      async (request, reply) => {
        const added = await twoStep.addPasskey(
          ctx,
          requireActor(request),
          relyingPartyOf(ctx, request),
          request.body,
        );
        return reply.code(201).send(added);
      },
    );

    app.delete(
      '/two-step/passkeys/:id/',
      {
        config,
        schema: {
          tags,
          summary: 'Remove one of your passkeys (with the password or a code)',
          params: idParams,
          body: twoStepConfirmationSchema,
        },
      },
      async (request, reply) => {
        await twoStep.removePasskey(ctx, requireActor(request), request.params.id, request.body);
        return reply.code(204).send();
      },
    );
  };
}
