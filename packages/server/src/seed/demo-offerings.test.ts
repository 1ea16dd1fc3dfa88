import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfferingSchema, paginatedSchema } from '@tandem/shared';
import { clientSubscriptions, paymentCustomers, paymentTestObjects, users } from '../db/schema';
import { authHeader } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { DEMO_PAYING_CLIENT, DEMO_PLANS, seedDemoOfferings } from './demo-offerings';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-people';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:3000', defaultSubDomain: 'demo' });
  await seedDemo(t.db, new Date('2026-11-25T15:00:00Z'));
}, 180_000);
afterAll(() => t.close());

describe("the demo company's plans", () => {
  it('has a free plan and a $49 plan with the demo coach, with links on the demo sub-domain', async () => {
    const authorization = await authHeader(t.app, DEMO_OWNER, DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/owners/offerings/',
      headers: { authorization },
    });
    const plans = paginatedSchema(ownerOfferingSchema).parse(response.json()).results;
    const byTitle = new Map(plans.map((plan) => [plan.title, plan]));
    expect(byTitle.get(DEMO_PLANS.free.title)).toMatchObject({ price: 0, active: true, sub_domain: 'demo' });
    const paid = byTitle.get(DEMO_PLANS.paid.title)!;
    expect(paid).toMatchObject({
      price: 4900,
      price_in_dollars: '49.00',
      active: true,
      coach_name: 'Jordan Blake',
    });
    expect(paid.link).toBe(`http://localhost:3000/sign-up/${paid.id}/${paid.promo}`);
    // The plans pass their own rule: each can be signed up for.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/client/offering/?id=${paid.id}&promo=${paid.promo}`,
    });
    expect(shown.statusCode).toBe(200);
  });

  it('has one paying client in test mode, and adds nothing when run again', async () => {
    const [casey] = await t.db.select().from(users).where(eq(users.email, DEMO_PAYING_CLIENT));
    const subscriptions = await t.db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.userId, casey!.id));
    expect(subscriptions).toHaveLength(1);
    const subscription = subscriptions[0]!;
    expect(subscription).toMatchObject({ title: DEMO_PLANS.paid.title, price: 4900, status: 'active' });
    expect(subscription.offeringId).not.toBeNull();
    const [provided] = await t.db
      .select()
      .from(paymentTestObjects)
      .where(eq(paymentTestObjects.id, subscription.providerSubscriptionId!));
    expect(provided!.data).toMatchObject({ amountCents: 4900, status: 'active' });
    const [customer] = await t.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, casey!.id));
    expect(customer).toMatchObject({ cardLastFour: '4242' });

    expect(await seedDemoOfferings(t.db)).toBe(false);
    expect(
      await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, casey!.id)),
    ).toHaveLength(1);
  });
});
