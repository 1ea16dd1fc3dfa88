import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES, testCardToken } from '@tandem/shared';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { InvalidWebhookSignature, PaymentDeclined, type PaymentProvider } from './payment-provider';
import { chargeFirstMonth, paymentProvider } from './payments.service';
import { testWebhookSecret } from './test-provider';

/*
 * The provider contract (decision 017), run against both implementations: the offline test
 * provider on PostgreSQL, and the Stripe provider — the real SDK — against the fake Stripe server.
 */

let t: TestApp;
let fake: FakeStripe;
let stripeCtx: Parameters<typeof paymentProvider>[0] | undefined;
const nextYear = new Date().getFullYear() + 1;

interface Implementation {
  name: string;
  ctx: () => Parameters<typeof paymentProvider>[0];
  cards: { good: string; other: string; declined: string };
  webhookSecret: () => Promise<string>;
}

const implementations: Implementation[] = [
  {
    name: 'test provider',
    ctx: () => ({ config: t.config, db: t.db }),
    cards: {
      good: testCardToken('4242424242424242', 12, nextYear),
      other: testCardToken('5555555555554444', 1, nextYear + 1),
      declined: testCardToken('4000000000000002', 12, nextYear),
    },
    webhookSecret: () => testWebhookSecret(t.db),
  },
  {
    name: 'stripe provider (fake Stripe)',
    ctx: () => (stripeCtx ??= { config: { ...t.config, stripe: fake.config }, db: t.db }),
    cards: { good: 'tok_visa', other: 'pm_card_visa', declined: 'tok_chargeDeclined' },
    webhookSecret: async () => fake.config.webhookSecret!,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeStripe();
}, 60_000);
afterAll(async () => {
  await fake.close();
  await t.close();
});

const charge = (impl: Implementation, overrides: Partial<Parameters<typeof chargeFirstMonth>[1]> = {}) =>
  chargeFirstMonth(impl.ctx(), {
    account: null,
    email: 'payer@example.test',
    name: 'Pat Payer',
    cardToken: impl.cards.good,
    amountCents: 4900,
    productName: 'Professional',
    idempotencyKey: `attempt-${Math.random()}`,
    metadata: { user: '1' },
    ...overrides,
  });

describe.each(implementations)('$name', (impl) => {
  let provider: PaymentProvider;
  beforeAll(async () => {
    provider = paymentProvider(impl.ctx());
    if ('loadWebhookSecret' in provider)
      await (provider as { loadWebhookSecret(): Promise<void> }).loadWebhookSecret();
  });

  it('is one instance per configuration', () => {
    expect(paymentProvider(impl.ctx())).toBe(provider);
  });

  it('charges the first month: a customer with the card and an active monthly subscription', async () => {
    const { customer, subscription } = await charge(impl);
    expect(customer.card).toMatchObject({ lastFour: '4242' });
    expect(customer.card!.expYear).toBeGreaterThanOrEqual(nextYear);
    expect(subscription.status).toBe('active');
    expect(subscription.cancelAtPeriodEnd).toBe(false);
    const days = (subscription.currentPeriodEnd.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('gives the same subscription for the same idempotency key', async () => {
    const { customer, subscription } = await charge(impl);
    const again = await provider.createSubscription({
      account: null,
      customerId: customer.id,
      amountCents: 4900,
      productName: 'Professional',
      idempotencyKey: 'same-key',
      metadata: {},
    });
    const replay = await provider.createSubscription({
      account: null,
      customerId: customer.id,
      amountCents: 4900,
      productName: 'Professional',
      idempotencyKey: 'same-key',
      metadata: {},
    });
    expect(replay.id).toBe(again.id);
    expect(again.id).not.toBe(subscription.id);
  });

  it("refuses a declined card with Stripe's message", async () => {
    const error = await charge(impl, { cardToken: impl.cards.declined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error).toMatchObject({ message: PAYMENT_MESSAGES.cardDeclined, code: 'card_declined' });
  });

  it('refuses a token that is not a card', async () => {
    const error = await charge(impl, { cardToken: 'tok_nonsense' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclined);
  });

  it("replaces a customer's card", async () => {
    const { customer } = await charge(impl);
    const updated = await provider.updateCustomerCard({
      account: null,
      customerId: customer.id,
      cardToken: impl.cards.other,
    });
    expect(updated.id).toBe(customer.id);
    expect(updated.card).not.toBeNull();
    await expect(
      provider.updateCustomerCard({ account: null, customerId: customer.id, cardToken: impl.cards.declined }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('cancels now, or at the end of the period', async () => {
    const now = await charge(impl);
    const canceled = await provider.cancelSubscription({
      account: null,
      subscriptionId: now.subscription.id,
      atPeriodEnd: false,
    });
    expect(canceled.status).toBe('canceled');
    expect(
      await provider.retrieveSubscription({ account: null, subscriptionId: now.subscription.id }),
    ).toMatchObject({
      status: 'canceled',
    });

    const later = await charge(impl);
    const ending = await provider.cancelSubscription({
      account: null,
      subscriptionId: later.subscription.id,
      atPeriodEnd: true,
    });
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(ending.currentPeriodEnd.getTime()).toBe(later.subscription.currentPeriodEnd.getTime());
  });

  it('knows no subscription it did not make, nor one on another account', async () => {
    expect(await provider.retrieveSubscription({ account: null, subscriptionId: 'sub_missing' })).toBeNull();
    const { subscription } = await charge(impl, { account: 'acct_one' });
    expect(
      await provider.retrieveSubscription({ account: 'acct_one', subscriptionId: subscription.id }),
    ).not.toBeNull();
    expect(
      await provider.retrieveSubscription({ account: 'acct_two', subscriptionId: subscription.id }),
    ).toBeNull();
  });

  it('trades a Connect authorization code for an account, and refuses an unknown code', async () => {
    const { accountId } = await provider.connectAccount('ac_good');
    expect(accountId).toMatch(/^acct_/);
    const error = await provider.connectAccount('invalid').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error).toMatchObject({ code: 'invalid_grant' });
    expect((error as PaymentDeclined).description).toContain('Authorization code does not exist');
  });

  it('reads a correctly signed webhook and refuses any other', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      account: 'acct_9',
      data: { object: { id: 'in_1', object: 'invoice' } },
    });
    const secret = await impl.webhookSecret();
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      account: 'acct_9',
      object: { id: 'in_1', object: 'invoice' },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.parseWebhook(Buffer.from(payload), forged)).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(Buffer.from(payload.replace('in_1', 'in_2')), header)).toThrow(
      InvalidWebhookSignature,
    );
  });
});

describe('the Stripe provider on the wire', () => {
  it('sends the connected account and idempotency keys, and charges monthly in cents now', async () => {
    const impl = implementations[1]!;
    fake.requests.length = 0;
    await charge(impl, { account: 'acct_company', idempotencyKey: 'signup-42', amountCents: 1999 });
    const paths = fake.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(['POST /v1/customers', 'POST /v1/products', 'POST /v1/subscriptions']);
    expect(fake.requests.every((r) => r.account === 'acct_company')).toBe(true);
    const subscription = fake.requests[2]!;
    expect(subscription.idempotencyKey).toBe('signup-42:subscription');
    expect(fake.requests[1]!.idempotencyKey).toBe('signup-42:product');
    expect(subscription.form).toMatchObject({
      'items[0][price_data][unit_amount]': '1999',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      payment_behavior: 'error_if_incomplete',
    });
    expect(fake.requests[0]!.form.source).toBe('tok_visa');
  });

  it('attaches a payment method (pm_) as the default one', async () => {
    const impl = implementations[1]!;
    fake.requests.length = 0;
    const { customer } = await charge(impl, { cardToken: 'pm_card_visa' });
    expect(customer.card?.lastFour).toBe('4242');
    expect(fake.requests[0]!.form).toMatchObject({
      payment_method: 'pm_card_visa',
      'invoice_settings[default_payment_method]': 'pm_card_visa',
    });
  });

  it('declines at the first charge a card that attached (pm_card_chargeDeclined)', async () => {
    const error = await charge(implementations[1]!, { cardToken: 'pm_card_chargeDeclined' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
  });

  it('sends Connect OAuth to the configured host', async () => {
    fake.requests.length = 0;
    await paymentProvider(implementations[1]!.ctx()).connectAccount('ac_123');
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      form: { grant_type: 'authorization_code', code: 'ac_123' },
    });
  });
});
