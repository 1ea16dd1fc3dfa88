import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditCardSchema, ownerCreditCardSchema, paymentsConfigSchema } from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import * as payments from './payments.service';

const tags = ['payments'];

/** The card form's configuration, the provider's webhook and the owner's card on file. */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await payments.preparePayments(ctx);

    app.get(
      '/payments/config/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "Which card form to show: Stripe Elements with this key, or the test provider's test form",
          response: { 200: paymentsConfigSchema },
        },
      },
      async () => payments.getPaymentsConfig(ctx),
    );

    app.post(
      '/owners/credit-cards/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Replace the card Tandem charges for the caller's coach package (a tokenised card)",
          body: ownerCreditCardSchema,
          response: { 201: creditCardSchema },
        },
      },
      async (request, reply) => {
        const card = await payments.updateOwnerCreditCard(ctx, requireActor(request), request.body);
        return reply.code(201).send(card);
      },
    );

    // The webhook reads its body as raw bytes: the signature is over the exact bytes sent. The
    // parsers are replaced only inside this child scope; every other route still parses JSON.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post(
        '/stripe/webhook',
        {
          config: { audience: 'anyone' },
          schema: {
            tags,
            summary: "The payment provider's events, signed (Stripe-Signature); each is applied once",
            headers: z.object({ 'stripe-signature': z.string().optional() }),
            response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          try {
            return await payments.handleWebhook(
              ctx,
              body,
              typeof signature === 'string' ? signature : undefined,
            );
          } catch (error) {
            if (error instanceof payments.InvalidWebhookSignature)
              throw new AppError(400, 'invalid_signature', { detail: error.message });
            throw error;
          }
        },
      );
    });
  };
}
