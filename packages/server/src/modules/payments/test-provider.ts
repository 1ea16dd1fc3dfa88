import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  cardExpired,
  PAYMENT_MESSAGES,
  parseTestCardToken,
  TEST_DECLINED_LAST_FOUR,
  TEST_FAILS_LATER_LAST_FOUR,
} from '@tandem/shared';
import type { Db } from '../../db/client';
import { appSecrets, paymentTestObjects } from '../../db/schema';
import {
  PaymentDeclined,
  type PaymentProvider,
  type ProviderCustomer,
  type ProviderSubscription,
} from './payment-provider';
import { verifyWebhook } from './stripe-provider';

/*
 * The offline test provider (decision 017): what Stripe would keep, kept in payment_test_objects,
 * so `npm start` sells plans with no keys and no network. It reads the test form's tokens
 * (`tok_test_<brand>_<last four>_<MM>_<YY>`, packages/shared/src/schemas/payments.ts):
 * - a card ending in 0002 is declined with Stripe's "Your card was declined." (card_declined),
 *   when it is given (customer, card update) and again should a subscription charge it; one
 *   ending in 0341 is taken when given, and declined whenever it is charged;
 * - an expired card is refused with Stripe's "Your card has expired." (expired_card);
 * - anything that is not a test token is refused (invalid_card_token);
 * - the same idempotency key on the same account gives the same subscription (its id is derived
 *   from the key), as Stripe replays a keyed request;
 * - renewals happen when asked (renewSubscription: the owner's test control in Settings, or a
 *   test), charging the card on file, so a failed renewal, a recovered one (a new card, then a
 *   retry) and the provider's own cancellation (endSubscription) all run with no network;
 * - Connect: any authorization code gives a new `acct_test_…`, except the code `invalid`, refused
 *   like Stripe refuses an unknown code (invalid_grant, "Authorization code does not exist").
 * Webhooks are verified like Stripe's, with STRIPE_WEBHOOK_SECRET or a secret made once and kept
 * in app_secrets (`stripe_webhook`), so tests and tools sign events with the SDK's helper.
 */

export const TEST_WEBHOOK_SECRET_NAME = 'stripe_webhook';
/** The authorization code the test provider refuses. */
export const INVALID_TEST_AUTHORIZATION_CODE = 'invalid';

interface CustomerData {
  email: string;
  name: string;
  metadata: Record<string, string>;
  card: NonNullable<ProviderCustomer['card']>;
}
interface SubscriptionData {
  customer: string;
  amountCents: number;
  productName: string;
  metadata: Record<string, string>;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

/** Statuses after which a subscription never charges again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** One month on from `from`, on the same day of the month (or the month's last day). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== from.getUTCDate()) next.setUTCDate(0);
  return next;
}

function cardFromToken(token: string, now: Date): NonNullable<ProviderCustomer['card']> {
  const card = parseTestCardToken(token);
  if (!card) throw new PaymentDeclined(PAYMENT_MESSAGES.invalidCardToken, 'invalid_card_token');
  if (card.lastFour === TEST_DECLINED_LAST_FOUR) throw new PaymentDeclined(PAYMENT_MESSAGES.cardDeclined);
  if (cardExpired(card.expMonth, card.expYear, now))
    throw new PaymentDeclined(PAYMENT_MESSAGES.cardExpired, 'expired_card');
  return card;
}

/** Whether a charge on the card goes through: not a declined, a fails-later or an expired card. */
const chargeable = (card: NonNullable<ProviderCustomer['card']>, now: Date) =>
  card.lastFour !== TEST_DECLINED_LAST_FOUR &&
  card.lastFour !== TEST_FAILS_LATER_LAST_FOUR &&
  !cardExpired(card.expMonth, card.expYear, now);

const subscriptionOf = (id: string, data: SubscriptionData): ProviderSubscription => ({
  id,
  status: data.status,
  currentPeriodEnd: new Date(data.currentPeriodEnd),
  cancelAtPeriodEnd: data.cancelAtPeriodEnd,
});

/** Reads (and on first use makes) the test provider's webhook secret in app_secrets. */
export async function testWebhookSecret(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: TEST_WEBHOOK_SECRET_NAME, value: `whsec_test_${randomBytes(24).toString('hex')}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, TEST_WEBHOOK_SECRET_NAME));
  return row!.value;
}

export interface TestProvider extends PaymentProvider {
  /** Loads the webhook secret (app_secrets) once, before parseWebhook is used. */
  loadWebhookSecret(): Promise<void>;
  /**
   * The provider's next attempt at a subscription's renewal, made now: the customer's card on
   * file pays another month (active, `paid`), or is refused as at sign-up (a card ending in 0002,
   * or expired), which leaves the subscription past due, as Stripe leaves it while it retries.
   */
  renewSubscription(input: {
    account: string | null;
    subscriptionId: string;
  }): Promise<{ subscription: ProviderSubscription; paid: boolean }>;
  /** The provider ends a subscription itself (its retries ran out, or it was canceled there). */
  endSubscription(input: { account: string | null; subscriptionId: string }): Promise<ProviderSubscription>;
}

/** The offline provider on this database; `webhookSecret` is STRIPE_WEBHOOK_SECRET when set. */
export function createTestProvider(
  db: Db,
  options: { webhookSecret?: string; now?: () => Date } = {},
): TestProvider {
  const now = options.now ?? (() => new Date());
  let webhookSecret = options.webhookSecret;

  async function find<T>(kind: string, id: string, account: string | null): Promise<T | null> {
    const [row] = await db
      .select({ data: paymentTestObjects.data })
      .from(paymentTestObjects)
      .where(
        and(
          eq(paymentTestObjects.id, id),
          eq(paymentTestObjects.kind, kind),
          account === null ? isNull(paymentTestObjects.account) : eq(paymentTestObjects.account, account),
        ),
      );
    return row ? (row.data as T) : null;
  }
  const missing = (kind: string, id: string) => new Error(`No such ${kind}: '${id}'`);

  return {
    kind: 'test',
    publishableKey: null,

    async loadWebhookSecret() {
      webhookSecret ??= await testWebhookSecret(db);
    },

    async createCustomer({ account, email, name, cardToken, metadata }) {
      const card = cardFromToken(cardToken, now());
      const id = newId('cus');
      const data: CustomerData = { email, name, metadata, card };
      await db.insert(paymentTestObjects).values({ id, kind: 'customer', account, data });
      return { id, card };
    },

    async updateCustomerCard({ account, customerId, cardToken }) {
      const card = cardFromToken(cardToken, now());
      const rows = await db
        .update(paymentTestObjects)
        .set({ data: sql`${paymentTestObjects.data} || ${JSON.stringify({ card })}::jsonb` })
        .where(
          and(
            eq(paymentTestObjects.id, customerId),
            eq(paymentTestObjects.kind, 'customer'),
            account === null ? isNull(paymentTestObjects.account) : eq(paymentTestObjects.account, account),
          ),
        )
        .returning({ id: paymentTestObjects.id });
      if (rows.length === 0) throw missing('customer', customerId);
      return { id: customerId, card };
    },

    async createSubscription({ account, customerId, amountCents, productName, idempotencyKey, metadata }) {
      const key = createHash('sha256')
        .update(`${account ?? ''}\n${idempotencyKey}`)
        .digest('hex');
      const id = `sub_test_${key.slice(0, 24)}`;
      const replay = await find<SubscriptionData>('subscription', id, account);
      if (replay) return subscriptionOf(id, replay);

      const customer = await find<CustomerData>('customer', customerId, account);
      if (!customer) throw missing('customer', customerId);
      if (!chargeable(customer.card, now())) throw new PaymentDeclined(PAYMENT_MESSAGES.cardDeclined);
      const data: SubscriptionData = {
        customer: customerId,
        amountCents,
        productName,
        metadata,
        status: 'active',
        currentPeriodEnd: oneMonthAfter(now()).toISOString(),
        cancelAtPeriodEnd: false,
      };
      await db.transaction(async (tx) => {
        // Two concurrent calls with one key: the second insert does nothing and reads the first.
        const inserted = await tx
          .insert(paymentTestObjects)
          .values({ id, kind: 'subscription', account, data })
          .onConflictDoNothing()
          .returning({ id: paymentTestObjects.id });
        if (inserted.length === 0) return;
        await tx.insert(paymentTestObjects).values({
          id: newId('ch'),
          kind: 'charge',
          account,
          data: { customer: customerId, subscription: id, amountCents, status: 'succeeded' },
        });
      });
      return subscriptionOf(id, (await find<SubscriptionData>('subscription', id, account))!);
    },

    async cancelSubscription({ account, subscriptionId, atPeriodEnd }) {
      const current = await find<SubscriptionData>('subscription', subscriptionId, account);
      if (!current) throw missing('subscription', subscriptionId);
      const change = atPeriodEnd ? { cancelAtPeriodEnd: true } : { status: 'canceled' };
      const data = { ...current, ...change };
      await db.update(paymentTestObjects).set({ data }).where(eq(paymentTestObjects.id, subscriptionId));
      return subscriptionOf(subscriptionId, data);
    },

    async renewSubscription({ account, subscriptionId }) {
      const current = await find<SubscriptionData>('subscription', subscriptionId, account);
      if (!current) throw missing('subscription', subscriptionId);
      if (ENDED_STATUSES.has(current.status))
        return { subscription: subscriptionOf(subscriptionId, current), paid: false };
      const customer = await find<CustomerData>('customer', current.customer, account);
      const refused = !customer || !chargeable(customer.card, now());
      const data: SubscriptionData = refused
        ? { ...current, status: 'past_due' }
        : { ...current, status: 'active', currentPeriodEnd: oneMonthAfter(now()).toISOString() };
      await db.transaction(async (tx) => {
        await tx.update(paymentTestObjects).set({ data }).where(eq(paymentTestObjects.id, subscriptionId));
        await tx.insert(paymentTestObjects).values({
          id: newId('ch'),
          kind: 'charge',
          account,
          data: {
            customer: current.customer,
            subscription: subscriptionId,
            amountCents: current.amountCents,
            status: refused ? 'failed' : 'succeeded',
          },
        });
      });
      return { subscription: subscriptionOf(subscriptionId, data), paid: !refused };
    },

    async endSubscription({ account, subscriptionId }) {
      const current = await find<SubscriptionData>('subscription', subscriptionId, account);
      if (!current) throw missing('subscription', subscriptionId);
      const data = { ...current, status: 'canceled' };
      await db.update(paymentTestObjects).set({ data }).where(eq(paymentTestObjects.id, subscriptionId));
      return subscriptionOf(subscriptionId, data);
    },

    async retrieveSubscription({ account, subscriptionId }) {
      const data = await find<SubscriptionData>('subscription', subscriptionId, account);
      return data ? subscriptionOf(subscriptionId, data) : null;
    },

    async connectAccount(authorizationCode) {
      if (authorizationCode === INVALID_TEST_AUTHORIZATION_CODE) {
        const description = 'Authorization code does not exist';
        throw new PaymentDeclined(description, 'invalid_grant', description);
      }
      const accountId = newId('acct');
      await db.insert(paymentTestObjects).values({ id: accountId, kind: 'account', account: null, data: {} });
      return { accountId };
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!webhookSecret) throw new Error('the test webhook secret is not loaded (loadWebhookSecret)');
      return verifyWebhook(rawBody, signatureHeader, webhookSecret);
    },
  };
}
