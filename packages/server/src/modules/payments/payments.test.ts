import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, testCardToken } from '@tandem/shared';
import {
  clientSubscriptions,
  companies,
  ownerSubscriptions,
  paymentCustomers,
  paymentEvents,
  paymentTestObjects,
} from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { authHeader, buildClient, buildOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chargeFirstMonth, paymentProvider } from './payments.service';
import { testWebhookSecret } from './test-provider';

/* The payments routes: the card form's configuration, the webhook, the owner's card (issue 18). */

let t: TestApp;
let secret: string;
let companyId: number;
let ownerId: number;
let clientId: number;
const auth: Record<string, string> = {};
const nextYear = new Date().getFullYear() + 1;
const visa = testCardToken('4242424242424242', 12, nextYear);
const mastercard = testCardToken('5555555555554444', 6, nextYear + 2);
const declined = testCardToken('4000000000000002', 12, nextYear);
let eventSequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db, { firstName: 'Olga', lastName: 'Owner' });
  companyId = company.id;
  ownerId = owner.id;
  await t.db
    .update(companies)
    .set({ paymentAccountId: 'acct_test_company' })
    .where(eq(companies.id, company.id));
  const { user } = await buildClient(t.db, owner);
  clientId = user.id;
  auth.owner = await authHeader(t.app, owner.email);
  auth.client = await authHeader(t.app, user.email);
  secret = await testWebhookSecret(t.db);
}, 60_000);
afterAll(() => t.close());

function event(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${++eventSequence}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    ...extra,
  };
}

async function deliver(app: TestApp['app'], body: object | string, signWith: string | null = secret) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signWith)
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
}

/** A paid client subscription on the company's account, at the test provider and in our table. */
async function clientSubscription() {
  const { subscription } = await chargeFirstMonth(t.app.ctx, {
    account: 'acct_test_company',
    email: 'client@example.test',
    name: 'C Lient',
    cardToken: visa,
    amountCents: 2500,
    productName: 'Monthly plan',
    idempotencyKey: `attempt-${Math.random()}`,
    metadata: {},
  });
  const [row] = await t.db
    .insert(clientSubscriptions)
    .values({
      userId: clientId,
      title: 'Monthly plan',
      price: 2500,
      companyId,
      providerSubscriptionId: subscription.id,
    })
    .returning();
  return { subscription, row: row! };
}

/** A coach package of the owner's on Tandem's own account. */
async function ownerSubscription() {
  const { subscription } = await chargeFirstMonth(t.app.ctx, {
    account: null,
    email: 'owner@example.test',
    name: 'O Wner',
    cardToken: visa,
    amountCents: 9900,
    productName: 'Professional',
    idempotencyKey: `attempt-${Math.random()}`,
    metadata: {},
  });
  const [row] = await t.db
    .insert(ownerSubscriptions)
    .values({
      userId: ownerId,
      companyId,
      title: 'Professional',
      price: 9900,
      packageId: 66,
      providerSubscriptionId: subscription.id,
    })
    .returning();
  return { subscription, row: row! };
}

const clientRow = async (id: number) =>
  (await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, id)))[0]!;
const ownerRow = async (id: number) =>
  (await t.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.id, id)))[0]!;

describe('GET payments/config/', () => {
  it('tells anyone the test provider is in use when Stripe has no keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'test', publishable_key: null });
  });
});

describe('POST stripe/webhook', () => {
  it('refuses a bad signature, a missing one and a body that is not the signed one with 400', async () => {
    const body = event('invoice.paid', { id: 'in_1', object: 'invoice', subscription: 'sub_x' });
    const forged = await deliver(t.app, body, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toHaveProperty('detail');
    const unsigned = await deliver(t.app, body, null);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toHaveProperty('detail');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: 'not json at all',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
    });
    expect(garbage.statusCode).toBe(400);
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(paymentEvents)) as [
      { count: number },
    ];
    expect(count).toBe(0);
  });

  it('records an event about a subscription it does not know, and changes nothing', async () => {
    const body = event('customer.subscription.deleted', {
      id: 'sub_unknown',
      object: 'subscription',
      status: 'canceled',
    });
    const response = await deliver(t.app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id));
    expect(stored?.type).toBe('customer.subscription.deleted');
  });

  it("applies a client subscription's end, and the same event twice changes nothing", async () => {
    const { subscription, row } = await clientSubscription();
    await paymentProvider(t.app.ctx).cancelSubscription({
      account: 'acct_test_company',
      subscriptionId: subscription.id,
      atPeriodEnd: false,
    });
    const body = event(
      'customer.subscription.deleted',
      { id: subscription.id, object: 'subscription', status: 'canceled' },
      { account: 'acct_test_company' },
    );
    expect((await deliver(t.app, body)).statusCode).toBe(200);
    expect(await clientRow(row.id)).toMatchObject({ canceled: true, status: 'canceled' });

    // Put the row back by hand: a redelivery of the same event must not touch it again.
    await t.db
      .update(clientSubscriptions)
      .set({ canceled: false, status: 'active' })
      .where(eq(clientSubscriptions.id, row.id));
    const again = await deliver(t.app, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await clientRow(row.id)).toMatchObject({ canceled: false, status: 'active' });
  });

  it("applies the provider's current state, so an older event arriving late cannot roll it back", async () => {
    const { subscription, row } = await ownerSubscription();
    const older = event('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
    });
    // The owner stopped renewal afterwards; its event arrives first, the older one last.
    const ending = await paymentProvider(t.app.ctx).cancelSubscription({
      account: null,
      subscriptionId: subscription.id,
      atPeriodEnd: true,
    });
    const newer = event('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
    });
    expect((await deliver(t.app, newer)).statusCode).toBe(200);
    expect(await ownerRow(row.id)).toMatchObject({ renewing: false, canceled: false, status: 'active' });
    expect((await ownerRow(row.id)).scheduledInvoiceAt?.getTime()).toBe(ending.currentPeriodEnd.getTime());
    expect((await deliver(t.app, older)).statusCode).toBe(200);
    expect(await ownerRow(row.id)).toMatchObject({ renewing: false, canceled: false, status: 'active' });
  });

  it('moves the next invoice to the end of the newly paid period on invoice.paid', async () => {
    const { subscription, row } = await clientSubscription();
    const renewedUntil = new Date(subscription.currentPeriodEnd.getTime() + 31 * 86_400_000);
    // The provider renewed the subscription (its period moved on) and says the invoice was paid.
    await t.db
      .update(paymentTestObjects)
      .set({
        data: sql`${paymentTestObjects.data} || ${JSON.stringify({ currentPeriodEnd: renewedUntil.toISOString() })}::jsonb`,
      })
      .where(eq(paymentTestObjects.id, subscription.id));
    const body = event(
      'invoice.paid',
      { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: subscription.id } } },
      { account: 'acct_test_company' },
    );
    expect((await deliver(t.app, body)).statusCode).toBe(200);
    expect((await clientRow(row.id)).scheduledInvoiceAt?.getTime()).toBe(renewedUntil.getTime());
  });

  it('disconnects the companies of a deauthorized account', async () => {
    const body = event(
      'account.application.deauthorized',
      { id: 'ca_x', object: 'application' },
      { account: 'acct_test_company' },
    );
    expect((await deliver(t.app, body)).statusCode).toBe(200);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.paymentAccountId).toBeNull();
    await t.db
      .update(companies)
      .set({ paymentAccountId: 'acct_test_company' })
      .where(eq(companies.id, companyId));
  });
});

describe('POST owners/credit-cards/', () => {
  const post = (authorization: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/owners/credit-cards/',
      payload,
      headers: authorization ? { authorization } : {},
    });

  it('keeps a new card for a coach licence holder, then replaces it on the same customer', async () => {
    const first = await post(auth.owner, {
      token: visa,
      last_four: '4242',
      brand: 'Visa',
      exp_month: 12,
      exp_year: nextYear,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ brand: 'Visa', last_four: '4242', exp_month: 12, exp_year: nextYear });
    const [before] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, ownerId));

    // What the browser claims about the card is not what is kept: the provider's card is.
    const second = await post(auth.owner, { token: mastercard, last_four: '9999' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({
      brand: 'MasterCard',
      last_four: '4444',
      exp_month: 6,
      exp_year: nextYear + 2,
    });
    const rows = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, ownerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerCustomerId: before!.providerCustomerId,
      paymentAccountId: null,
      cardLastFour: '4444',
      cardBrand: 'MasterCard',
    });
  });

  it("answers a refused card with 402 and the provider's message, keeping the old card", async () => {
    const response = await post(auth.owner, { token: declined });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ non_field_errors: [PAYMENT_MESSAGES.cardDeclined] });
    const [row] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, ownerId));
    expect(row!.cardLastFour).toBe('4444');
  });

  it('refuses clients (403) and visitors (401), and validates the body', async () => {
    expect((await post(auth.client, { token: visa })).statusCode).toBe(403);
    expect((await post(undefined, { token: visa })).statusCode).toBe(401);
    const invalid = await post(auth.owner, { token: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('token');
  });
});

describe('with Stripe keys (the SDK against the fake Stripe)', () => {
  let s: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe('whsec_keyed');
    s = await createTestApp({ stripe: fake.config });
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it('gives the browser the publishable key', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(response.json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_fake' });
  });

  it('records an event only together with its effect: a failed effect is retried by the next delivery', async () => {
    const { owner } = await buildOwner(s.db);
    const { subscription } = await chargeFirstMonth(s.app.ctx, {
      account: null,
      email: owner.email,
      name: 'O',
      cardToken: 'tok_visa',
      amountCents: 9900,
      productName: 'Professional',
      idempotencyKey: 'owner-signup-1',
      metadata: {},
    });
    const [row] = await s.db
      .insert(ownerSubscriptions)
      .values({
        userId: owner.id,
        title: 'Professional',
        price: 9900,
        providerSubscriptionId: subscription.id,
      })
      .returning();
    await paymentProvider(s.app.ctx).cancelSubscription({
      account: null,
      subscriptionId: subscription.id,
      atPeriodEnd: false,
    });
    const body = event('customer.subscription.deleted', { id: subscription.id, object: 'subscription' });

    fake.failNext(`/v1/subscriptions/${subscription.id}`, 400, {
      type: 'invalid_request_error',
      message: 'Try again',
    });
    const failed = await deliver(s.app, body, 'whsec_keyed');
    expect(failed.statusCode).toBe(500);
    expect(await s.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id))).toHaveLength(0);

    const retried = await deliver(s.app, body, 'whsec_keyed');
    expect(retried.statusCode).toBe(200);
    const [after] = await s.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.id, row!.id));
    expect(after).toMatchObject({ canceled: true, status: 'canceled', renewing: false });
    expect(await s.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id))).toHaveLength(1);
  });

  it('refuses an event signed with the test secret', async () => {
    const body = event('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect((await deliver(s.app, body, secret)).statusCode).toBe(400);
  });
});
