import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FREE_COACH_FEATURES, MESSAGES, PAST_DUE_GRACE_DAYS, type User } from '@tandem/shared';
import { ownerSubscriptions, paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildPackageOwner } from '../../test/factories';

/*
 * What a coach's plan grants, end to end on the offline test provider (issue 39, decision 025):
 * a paid sign-up, a renewal that fails on a card that takes no charges, the grace, the downgrade
 * after it, the recovery with a new card, and the provider's cancellation. Every step goes through
 * the API a coach and the webhook use.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

let sequence = 0;
const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

/** A paid course draft: the call every paid coach makes and a lapsed one may not. */
const createCourse = (authorization: string) =>
  call('POST', 'coaches/courses/', authorization, { title: 'Sleep well', description: 'Seven lessons' });

async function signUpProfessional() {
  const email = `paid-${Date.now()}-${++sequence}@plans.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/owners/paid-assessment-sign-up/',
    remoteAddress: `10.39.0.${sequence}`,
    payload: {
      first_name: 'Robin',
      last_name: 'Vale',
      email,
      password: 'a long enough password',
      token: 'tok_test_visa_4242_12_40',
      package: 66,
    },
  });
  expect(response.statusCode).toBe(201);
  const { id, token } = response.json() as { id: number; token: string };
  return { id, authorization: `Token ${token}` };
}

const me = async (id: number, authorization: string) =>
  (await call('GET', `user/${id}/`, authorization)).json() as User;

async function packageOf(userId: number) {
  const [row] = await t.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.userId, userId));
  return row!;
}

const simulate = (id: number, authorization: string, event: 'renewal' | 'cancellation') =>
  call('POST', `owners/subscriptions/${id}/simulate/`, authorization, { event });

describe("a coach's paid plan through its payments", () => {
  it('keeps every feature through a failed renewal for the grace, downgrades after it, and recovers with a new card', async () => {
    const coach = await signUpProfessional();
    expect((await me(coach.id, coach.authorization)).coach_plan).toEqual({
      plan: 'professional',
      plan_in_force: 'professional',
      standing: 'active',
      grace_ends_at: null,
    });
    expect((await createCourse(coach.authorization)).statusCode).toBe(201);

    // A card the provider takes but never charges (Stripe's 4000 0000 0000 0341), then a renewal.
    const card = await call('POST', 'owners/credit-cards/', coach.authorization, {
      token: 'tok_test_visa_0341_12_40',
    });
    expect(card.statusCode).toBe(201);
    const plan = await packageOf(coach.id);
    const failed = await simulate(plan.id, coach.authorization, 'renewal');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'past_due', test_mode: true });
    const events = await t.db.select().from(paymentEvents);
    expect(events.map((event) => event.type)).toContain('invoice.payment_failed');

    // Within the grace: still every feature, and the web is told until when.
    const inGrace = await me(coach.id, coach.authorization);
    expect(inGrace.coach_plan?.standing).toBe('grace');
    expect(inGrace.features.coach_features).toEqual(['all']);
    const graceEnds = new Date(inGrace.coach_plan!.grace_ends_at!).getTime();
    expect(graceEnds - Date.now()).toBeGreaterThan((PAST_DUE_GRACE_DAYS - 1) * 24 * 3600 * 1000);
    expect((await createCourse(coach.authorization)).statusCode).toBe(201);

    // The grace over: the free plan's features; the courses are kept, new paid work refused.
    await t.db
      .update(ownerSubscriptions)
      .set({ pastDueSince: sql`now() - make_interval(days => ${PAST_DUE_GRACE_DAYS + 1})` })
      .where(eq(ownerSubscriptions.id, plan.id));
    const lapsed = await me(coach.id, coach.authorization);
    expect(lapsed.coach_plan).toMatchObject({ standing: 'lapsed', plan_in_force: 'free' });
    expect(lapsed.features.coach_features).toEqual([...FREE_COACH_FEATURES]);
    const refused = await createCourse(coach.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.upgrade, code: 'upgrade_required' });
    expect((await call('GET', 'coaches/courses/', coach.authorization)).statusCode).toBe(403);
    // The free plan's own tools stay open.
    expect((await call('GET', 'coaches/clients/', coach.authorization)).statusCode).toBe(200);

    // A new card and the provider's next try: paid again, every feature back, the grace cleared.
    await call('POST', 'owners/credit-cards/', coach.authorization, { token: 'tok_test_visa_4242_12_41' });
    const recovered = await simulate(plan.id, coach.authorization, 'renewal');
    expect(recovered.json()).toMatchObject({ status: 'active' });
    expect((await packageOf(coach.id)).pastDueSince).toBeNull();
    expect((await me(coach.id, coach.authorization)).coach_plan?.standing).toBe('active');
    expect((await createCourse(coach.authorization)).statusCode).toBe(201);
    const courses = await call('GET', 'coaches/courses/', coach.authorization);
    expect((courses.json() as { count: number }).count).toBe(3);
  });

  it("downgrades at once when the provider cancels, and counts the free plan's assessment limit", async () => {
    const coach = await signUpProfessional();
    const plan = await packageOf(coach.id);
    const ended = await simulate(plan.id, coach.authorization, 'cancellation');
    expect(ended.json()).toMatchObject({ status: 'canceled', canceled: true });
    const user = await me(coach.id, coach.authorization);
    expect(user.coach_plan).toMatchObject({
      plan: 'professional',
      standing: 'canceled',
      plan_in_force: 'free',
    });
    expect((await createCourse(coach.authorization)).statusCode).toBe(403);
    // Nothing more to renew once ended.
    expect((await simulate(plan.id, coach.authorization, 'renewal')).json()).toMatchObject({
      status: 'canceled',
    });
  });

  it("refuses the test control for another coach's plan, and for a plan with nothing to pay", async () => {
    const coach = await signUpProfessional();
    const other = await signUpProfessional();
    const plan = await packageOf(coach.id);
    expect((await simulate(plan.id, other.authorization, 'renewal')).statusCode).toBe(404);
    const { owner } = await buildPackageOwner(t.db, 'professional', { providerSubscriptionId: null });
    const unpaid = await packageOf(owner.id);
    expect((await simulate(unpaid.id, await authHeader(t.app, owner.email), 'renewal')).statusCode).toBe(404);
    const bad = await call('POST', `owners/subscriptions/${plan.id}/simulate/`, coach.authorization, {
      event: 'refund',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the free plan', () => {
  it('opens the free tools and refuses every paid one, as GET user/{id} tells the web', async () => {
    const { owner } = await buildPackageOwner(t.db, 'free');
    const authorization = await authHeader(t.app, owner.email);
    const user = await me(owner.id, authorization);
    expect(user.coach_plan).toEqual({
      plan: 'free',
      plan_in_force: 'free',
      standing: 'free',
      grace_ends_at: null,
    });
    expect(user.features.coach_features).toEqual([...FREE_COACH_FEATURES]);
    for (const [url, payload] of [
      ['coaches/habit-programs/', { name: 'Calm' }],
      ['coaches/pulse-surveys/', { name: 'Weekly' }],
      ['coaches/cohorts/', { name: 'Spring' }],
      ['owners/offerings/', { title: 'Monthly' }],
    ] as const) {
      const response = await call('POST', url, authorization, payload);
      expect(response.statusCode, url).toBe(403);
      expect((response.json() as { code: string }).code).toBe('upgrade_required');
    }
    expect((await call('GET', 'coaches/usage/', authorization)).statusCode).toBe(403);
    expect((await call('GET', 'coaches/created-assessments/', authorization)).statusCode).toBe(200);
  });
});
