import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  InvalidWebhookSignature,
  PaymentDeclined,
  type PaymentProvider,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderSubscription,
} from './payment-provider';

/*
 * Stripe through its official SDK (decision 017): customers with the browser's tokenised card,
 * a product and an inline monthly price per subscription, the first month charged at creation
 * (`error_if_incomplete`: a refused card fails the call instead of leaving an unpaid
 * subscription). Connected accounts through the `stripeAccount` request option.
 */

const CUSTOMER_EXPAND = ['default_source', 'invoice_settings.default_payment_method'];

/** The card the customer pays with, from a source card (`tok_…`) or a payment method (`pm_…`). */
function cardOf(customer: Stripe.Customer): ProviderCustomer['card'] {
  const method = customer.invoice_settings?.default_payment_method;
  if (method && typeof method === 'object' && method.card) {
    const card = method.card;
    return { brand: card.brand, lastFour: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
  }
  const source = customer.default_source;
  if (source && typeof source === 'object' && source.object === 'card') {
    const card = source as Stripe.Card;
    return { brand: card.brand, lastFour: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
  }
  return null;
}

/**
 * The end of the paid period: on the subscription's items since API version 2025-03-31, on the
 * subscription itself before (webhook payloads follow the endpoint's version).
 */
function periodEndOf(subscription: Stripe.Subscription): Date {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const fromItems = subscription.items?.data?.map((item) => item.current_period_end) ?? [];
  const end = legacy ?? (fromItems.length ? Math.max(...fromItems) : subscription.created);
  return new Date(end * 1000);
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * Stripe's card refusals, and requests refused because of the card token itself (an unknown
 * or used token), become PaymentDeclined with Stripe's own message; anything else is ours.
 */
function declined(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new PaymentDeclined(error.message, error.code ?? 'card_declined');
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    ['source', 'payment_method', 'invoice_settings[default_payment_method]'].includes(error.param ?? '')
  )
    throw new PaymentDeclined(error.message, error.code ?? 'invalid_card');
  throw failure(error);
}

/**
 * Any other Stripe error is ours, a 500: the SDK's errors carry Stripe's HTTP status, which the
 * error handler would otherwise pass on to our caller as if their request were wrong.
 */
function failure(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error as Error;
  return new Error(`Stripe: ${error.type} ${error.code ?? ''} ${error.message}`, { cause: error });
}

const requestOptions = (account: string | null, idempotencyKey?: string): Stripe.RequestOptions => ({
  ...(account ? { stripeAccount: account } : {}),
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

/** The PaymentProvider on Stripe; `config.apiBase` points it at another server (tests' fake Stripe). */
export function createStripeProvider(config: StripeConfig & { secretKey: string }): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.apiBase ?? {}),
    telemetry: false,
    appInfo: { name: 'Tandem' },
  });
  const webhookSecret = config.webhookSecret;

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey ?? null,

    async createCustomer({ account, email, name, cardToken, metadata }) {
      const card: Stripe.CustomerCreateParams = cardToken.startsWith('pm_')
        ? { payment_method: cardToken, invoice_settings: { default_payment_method: cardToken } }
        : { source: cardToken };
      const customer = await stripe.customers
        .create({ email, name, metadata, ...card, expand: CUSTOMER_EXPAND }, requestOptions(account))
        .catch(declined);
      return { id: customer.id, card: cardOf(customer) };
    },

    async updateCustomerCard({ account, customerId, cardToken }) {
      const options = requestOptions(account);
      let update: Stripe.CustomerUpdateParams = { source: cardToken };
      if (cardToken.startsWith('pm_')) {
        await stripe.paymentMethods.attach(cardToken, { customer: customerId }, options).catch(declined);
        update = { invoice_settings: { default_payment_method: cardToken } };
      }
      const customer = await stripe.customers
        .update(customerId, { ...update, expand: CUSTOMER_EXPAND }, options)
        .catch(declined);
      return { id: customer.id, card: cardOf(customer) };
    },

    async createSubscription({ account, customerId, amountCents, productName, idempotencyKey, metadata }) {
      // A product per subscription keeps the price exactly what was sold; each call has its own
      // key derived from the caller's, so a retried sign-up finds the same product and subscription.
      const product = await stripe.products
        .create({ name: productName, metadata }, requestOptions(account, `${idempotencyKey}:product`))
        .catch(declined);
      const subscription = await stripe.subscriptions
        .create(
          {
            customer: customerId,
            items: [
              {
                price_data: {
                  currency: 'usd',
                  product: product.id,
                  unit_amount: amountCents,
                  recurring: { interval: 'month' },
                },
              },
            ],
            payment_behavior: 'error_if_incomplete',
            metadata,
          },
          requestOptions(account, `${idempotencyKey}:subscription`),
        )
        .catch(declined);
      return subscriptionOf(subscription);
    },

    async cancelSubscription({ account, subscriptionId, atPeriodEnd }) {
      const options = requestOptions(account);
      const subscription = await (
        atPeriodEnd
          ? stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, options)
          : stripe.subscriptions.cancel(subscriptionId, {}, options)
      ).catch((error: unknown) => {
        throw failure(error);
      });
      return subscriptionOf(subscription);
    },

    async retrieveSubscription({ account, subscriptionId }) {
      try {
        return subscriptionOf(
          await stripe.subscriptions.retrieve(subscriptionId, {}, requestOptions(account)),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw failure(error);
      }
    },

    async connectAccount(authorizationCode) {
      try {
        const token = await stripe.oauth.token({ grant_type: 'authorization_code', code: authorizationCode });
        if (!token.stripe_user_id) throw new Error('Stripe sent no connected account id');
        return { accountId: token.stripe_user_id };
      } catch (error) {
        // OAuth errors (invalid_grant, invalid_request …): Stripe's `error` and `error_description`.
        if (error instanceof Stripe.errors.StripeOAuthError)
          throw new PaymentDeclined(error.message, error.rawType ?? 'oauth_error', error.message);
        throw failure(error);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifyWebhook(rawBody, signatureHeader, webhookSecret);
    },
  };
}

/**
 * Checks a Stripe-Signature header with the SDK (pure: no network) and reads the event. Used by
 * both providers; the test provider signs with its own secret.
 */
export function verifyWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string | undefined,
): ProviderEvent {
  if (!signatureHeader || !secret) throw new InvalidWebhookSignature();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new InvalidWebhookSignature(error.message);
    // A correctly signed body that is not an event (not JSON): as good as no signature.
    throw new InvalidWebhookSignature('Invalid webhook payload');
  }
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object || typeof object !== 'object')
    throw new InvalidWebhookSignature('Invalid webhook payload');
  return {
    id: event.id,
    type: event.type,
    account: typeof event.account === 'string' ? event.account : null,
    object: object as Record<string, unknown>,
  };
}
