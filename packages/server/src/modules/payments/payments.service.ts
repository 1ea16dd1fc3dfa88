import { randomBytes } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  type CreditCard,
  type PaymentsConfig,
  type TestSubscriptionEvent,
} from '@tandem/shared';
import type { ServerConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, forbidden } from '../../lib/errors';
import {
  InvalidWebhookSignature,
  PaymentDeclined,
  type PaymentProvider,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderSubscription,
} from './payment-provider';
import * as repo from './payments.repo';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider, type TestProvider } from './test-provider';

const stripeProviders = new WeakMap<ServerConfig, PaymentProvider>();
const testProviders = new WeakMap<ServerConfig, WeakMap<Db, TestProvider>>();

/**
 * The payment provider of this configuration: Stripe when STRIPE_SECRET_KEY is set, else the
 * offline test provider on this database. One instance per configuration (and database).
 */
export function paymentProvider(ctx: Pick<AppContext, 'config' | 'db'>): PaymentProvider {
  const stripe = ctx.config.stripe;
  if (stripe?.secretKey) {
    let provider = stripeProviders.get(ctx.config);
    if (!provider) {
      provider = createStripeProvider({ ...stripe, secretKey: stripe.secretKey });
      stripeProviders.set(ctx.config, provider);
    }
    return provider;
  }
  return testProviderOf(ctx);
}

function testProviderOf(ctx: Pick<AppContext, 'config' | 'db'>): TestProvider {
  let byDb = testProviders.get(ctx.config);
  if (!byDb) testProviders.set(ctx.config, (byDb = new WeakMap()));
  let provider = byDb.get(ctx.db);
  if (!provider) {
    provider = createTestProvider(ctx.db, { webhookSecret: ctx.config.stripe?.webhookSecret });
    byDb.set(ctx.db, provider);
  }
  return provider;
}

/** Gets the provider ready for webhooks (the test provider's secret); run when the routes start. */
export async function preparePayments(ctx: Pick<AppContext, 'config' | 'db'>): Promise<void> {
  const provider = paymentProvider(ctx);
  if (provider.kind === 'test') await (provider as TestProvider).loadWebhookSecret();
}

/** A refused card as the API answers it: 402 `{non_field_errors: [the provider's message]}`. */
export function paymentRequired(error: PaymentDeclined): AppError {
  return new AppError(402, error.code, { non_field_errors: [error.message] });
}

export interface ChargeFirstMonthInput {
  account: string | null;
  email: string;
  name: string;
  cardToken: string;
  amountCents: number;
  productName: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * A paid sign-up's charge (decision 017): a customer with the card, then a monthly subscription
 * whose first month is charged now. Call it BEFORE the sign-up's database transaction, with an
 * idempotency key derived from the attempt (a retry must not charge twice); if that transaction
 * then fails, cancel the subscription (cancelProviderSubscription, atPeriodEnd false).
 * Throws PaymentDeclined (answer it with paymentRequired).
 */
export async function chargeFirstMonth(
  ctx: Pick<AppContext, 'config' | 'db'>,
  input: ChargeFirstMonthInput,
): Promise<{ customer: ProviderCustomer; subscription: ProviderSubscription }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`chargeFirstMonth needs a positive amount in cents, got ${input.amountCents}`);
  const provider = paymentProvider(ctx);
  const customer = await provider.createCustomer({
    account: input.account,
    email: input.email,
    name: input.name,
    cardToken: input.cardToken,
    metadata: input.metadata,
  });
  const subscription = await provider.createSubscription({
    account: input.account,
    customerId: customer.id,
    amountCents: input.amountCents,
    productName: input.productName,
    idempotencyKey: input.idempotencyKey,
    metadata: input.metadata,
  });
  return { customer, subscription };
}

/** Keeps the user's customer (and card) on that account: one per user and account. */
export async function saveCustomer(
  db: DbOrTx,
  userId: number,
  account: string | null,
  customer: ProviderCustomer,
): Promise<void> {
  await repo.upsertCustomer(db, userId, account, customer);
}

/** Cancels a subscription at the provider: now (clients), or at the end of the period (owners). */
export async function cancelProviderSubscription(
  ctx: Pick<AppContext, 'config' | 'db'>,
  input: { account: string | null; subscriptionId: string; atPeriodEnd: boolean },
): Promise<ProviderSubscription> {
  return paymentProvider(ctx).cancelSubscription(input);
}

/** The company's connected payment account (null when it has none). */
export async function paymentAccountOfCompany(db: DbOrTx, companyId: number | null): Promise<string | null> {
  return repo.paymentAccountOfCompany(db, companyId);
}

/**
 * Whether a company may take money (sell priced plans): a connected payment account, or the
 * offline test provider, whose (pretend) charges go to no account.
 */
export async function companyCanTakePayments(
  ctx: Pick<AppContext, 'config' | 'db'>,
  db: DbOrTx,
  companyId: number,
): Promise<boolean> {
  if (paymentProvider(ctx).kind === 'test') return true;
  return (await repo.paymentAccountOfCompany(db, companyId)) !== null;
}

/** GET payments/config/ — which card form the browser shows. */
export function getPaymentsConfig(ctx: Pick<AppContext, 'config' | 'db'>): PaymentsConfig {
  const provider = paymentProvider(ctx);
  return { provider: provider.kind, publishable_key: provider.publishableKey };
}

/**
 * POST owners/credit-cards/ — a coach licence holder replaces the card Tandem charges for their
 * coach package (on Tandem's own account). With no customer yet, one is made with the card.
 * The card shown afterwards is what the provider reports, not what the browser sent.
 */
export async function updateOwnerCreditCard(
  ctx: AppContext,
  actor: Actor,
  input: { token: string },
): Promise<CreditCard> {
  if (!actor.isCoach) throw forbidden(PAYMENT_MESSAGES.onlyCoaches);
  const provider = paymentProvider(ctx);
  const existing = await repo.findCustomer(ctx.db, actor.userId, null);
  let customer: ProviderCustomer;
  try {
    if (existing) {
      customer = await provider.updateCustomerCard({
        account: null,
        customerId: existing.providerCustomerId,
        cardToken: input.token,
      });
    } else {
      const user = await repo.findUserName(ctx.db, actor.userId);
      customer = await provider.createCustomer({
        account: null,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        cardToken: input.token,
        metadata: { user_id: String(actor.userId) },
      });
    }
  } catch (error) {
    if (error instanceof PaymentDeclined) throw paymentRequired(error);
    throw error;
  }
  await repo.upsertCustomer(ctx.db, actor.userId, null, customer);
  return {
    brand: customer.card?.brand ?? null,
    last_four: customer.card?.lastFour ?? null,
    exp_month: customer.card?.expMonth ?? null,
    exp_year: customer.card?.expYear ?? null,
  };
}

/** Events whose subscription we refresh from the provider. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? idOf(value.id)
      : null;

/** The provider subscription an event is about: the subscription itself, or an invoice's. */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  const object = event.object as Record<string, unknown> & {
    parent?: { subscription_details?: { subscription?: unknown } };
  };
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  // Before API version 2025-03-31 an invoice names its subscription at the top; after, in `parent`.
  return idOf(object.subscription) ?? idOf(object.parent?.subscription_details?.subscription);
}

/**
 * POST stripe/webhook — verifies the signature (InvalidWebhookSignature: the route's 400), then
 * in ONE transaction records the event id and applies its effect, so a redelivered event finds
 * its id and changes nothing, and a failed effect leaves no id behind (the provider retries):
 * - subscription events and invoice.paid / invoice.payment_failed: when we have a row for that
 *   subscription, its current state is read from the provider and written (repo
 *   applySubscriptionState); an event for a subscription we do not know is recorded and ignored.
 *   Reading the current state rather than the event's copy makes delivery order irrelevant: an
 *   older event arriving late writes the newer truth (Stripe does not promise order);
 * - account.application.deauthorized: companies linked to that account are disconnected.
 * Anything else is recorded and ignored.
 */
export async function handleWebhook(
  ctx: Pick<AppContext, 'config' | 'db'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const event = paymentProvider(ctx).parseWebhook(rawBody, signature);
  return applyProviderEvent(ctx, event);
}

/** A verified provider event, applied once (see handleWebhook). */
async function applyProviderEvent(
  ctx: Pick<AppContext, 'config' | 'db'>,
  event: ProviderEvent,
): Promise<{ received: true; duplicate: boolean }> {
  const provider = paymentProvider(ctx);
  let duplicate = false;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, event.id, event.type))) {
      duplicate = true;
      return;
    }
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscriptionId = subscriptionIdOf(event);
      if (!subscriptionId || (await repo.lockSubscriptionRows(tx, subscriptionId)) === 0) return;
      // Read after locking the rows: a concurrent event on the same subscription waits, then
      // reads a state at least as new as ours.
      const state = await provider.retrieveSubscription({ account: event.account, subscriptionId });
      await repo.applySubscriptionState(tx, subscriptionId, state);
    } else if (event.type === 'account.application.deauthorized' && event.account) {
      await repo.clearPaymentAccount(tx, event.account);
    }
  });
  return { received: true, duplicate };
}

/**
 * The offline test provider renews a subscription now (the card on file pays, or is refused and
 * the subscription is past due) or ends it, and its event (invoice.paid, invoice.payment_failed,
 * customer.subscription.deleted) is applied as its webhook would be: the same path, once. False
 * with Stripe, whose renewals are its own.
 */
export async function simulateSubscriptionEvent(
  ctx: Pick<AppContext, 'config' | 'db'>,
  input: { account: string | null; subscriptionId: string; event: TestSubscriptionEvent },
): Promise<boolean> {
  const provider = paymentProvider(ctx);
  if (provider.kind !== 'test') return false;
  const test = provider as TestProvider;
  const { account, subscriptionId } = input;
  const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
  if (input.event === 'renewal') {
    const { paid } = await test.renewSubscription({ account, subscriptionId });
    const invoice = { id: `in_test_${randomBytes(12).toString('hex')}`, subscription: subscriptionId };
    const type = paid ? 'invoice.paid' : 'invoice.payment_failed';
    await applyProviderEvent(ctx, { id: eventId, type, account, object: invoice });
  } else {
    await test.endSubscription({ account, subscriptionId });
    const type = 'customer.subscription.deleted';
    await applyProviderEvent(ctx, { id: eventId, type, account, object: { id: subscriptionId } });
  }
  return true;
}

export { InvalidWebhookSignature };
