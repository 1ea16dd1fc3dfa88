import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { CLIENT_MESSAGES, MESSAGES, OFFERING_MESSAGES, offeringSchema } from '@tandem/shared';
import {
  clientCourses,
  clientProfiles,
  clientSubscriptions,
  offeringCourses,
  offerings,
  paymentCustomers,
  paymentTestObjects,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildCourse, buildHabitProgram, buildPulseSurvey, ownedBy } from '../../test/factories/catalog';
import { buildArea } from '../../test/factories/habits';
import { paidSignUpKey } from './sign-up.service';

/* Signing up through a subscription plan's link (issue 18, part 5): free and paid plans. */

let t: TestApp;
let companyId = 0;
let coach: { id: number; email: string; companyId: number | null };
let program = 0;
let survey = 0;
let listedCourse = 0;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildOwner(t.db)).company.id;
  coach = await buildCoach(t.db, companyId);
  program = (await buildHabitProgram(t.db, ownedBy(coach), { name: 'Morning Focus' })).id;
  survey = (await buildPulseSurvey(t.db, ownedBy(coach))).id;
  listedCourse = (await buildCourse(t.db, ownedBy(coach), { public: false })).id;
  await buildCourse(t.db, ownedBy(coach), { public: true });
}, 120_000);
afterAll(() => t.close());

let promoSequence = 0;
async function buildPlan(overrides: Partial<typeof offerings.$inferInsert> = {}, courses: number[] = []) {
  const [row] = await t.db
    .insert(offerings)
    .values({
      companyId,
      title: 'Monthly Coaching',
      coachId: coach.id,
      habitProgramId: program,
      pulseSurveyId: survey,
      price: 4900,
      promo: `promo-${++promoSequence}-abcdefghijkl`,
      home: 'goals',
      allowMessaging: false,
      ...overrides,
    })
    .returning();
  if (courses.length)
    await t.db.insert(offeringCourses).values(courses.map((courseId) => ({ offeringId: row!.id, courseId })));
  return row!;
}

let ipSequence = 0;
const nextIp = () => `10.9.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;
const offering = (query: string) => t.app.inject({ method: 'GET', url: `/api/client/offering/?${query}` });
const signUp = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/client/offering/', payload, remoteAddress: nextIp() });

let emailSequence = 0;
function payload(plan: { id: number; promo: string }, overrides: Record<string, unknown> = {}) {
  const email = `planned${++emailSequence}@new.test`;
  return {
    first_name: 'Pat',
    last_name: 'Lee',
    email,
    email_confirmation: email,
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    timezone: 'America/New_York',
    work_week: [0, 1, 2],
    offering: plan.id,
    promo: plan.promo,
    stripe_token: 'tok_test_visa_4242_12_40',
    ...overrides,
  };
}

const testObjects = async (kind: string) =>
  (await t.db.select({ n: count() }).from(paymentTestObjects).where(eq(paymentTestObjects.kind, kind)))[0]!.n;

describe('GET client/offering/?id=&promo=', () => {
  it("shows an active plan's program, areas, price and no private detail", async () => {
    const plan = await buildPlan();
    const area = await buildArea(t.db, program);
    const response = await offering(`id=${plan.id}&promo=${plan.promo}`);
    expect(response.statusCode).toBe(200);
    expect(offeringSchema.strict().parse(response.json())).toEqual({
      id: plan.id,
      title: plan.title,
      program: { id: program, name: 'Morning Focus', assign_all: true, max_number_of_allowed_groups: 3 },
      areas: [{ id: area.id, name: area.name }],
      price: 4900,
      price_in_dollars: '49.00',
      stripe_key: null,
      home: 'goals',
      first_name: '',
      last_name: '',
      email: '',
      company: expect.objectContaining({ name: expect.any(String) }),
    });
  });

  it('answers 404 with the spec text for a wrong promo, an id alone, or an inactive plan', async () => {
    const plan = await buildPlan();
    const inactive = await buildPlan({ active: false });
    for (const query of [
      `id=${plan.id}&promo=wrong`,
      `id=${plan.id}`,
      `id=${inactive.id}&promo=${inactive.promo}`,
    ]) {
      const response = await offering(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({ detail: CLIENT_MESSAGES.planInactive });
    }
  });
});

describe('POST client/offering/ for a plan', () => {
  it("creates a free plan's client with the plan's settings and no subscription", async () => {
    const plan = await buildPlan({ price: 0, home: 'courses' }, [listedCourse]);
    const response = await signUp(payload(plan, { stripe_token: null }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user!.companyId).toBe(companyId);
    const [profile] = await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile).toMatchObject({
      coachId: coach.id,
      home: 'courses',
      theme: program,
      assignedPulseSurvey: survey,
      allowMessaging: false,
      allowGoals: true,
    });
    const courses = await t.db.select().from(clientCourses).where(eq(clientCourses.clientId, id));
    expect(courses.map((row) => row.courseId)).toEqual([listedCourse]);
    expect(await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, id))).toEqual(
      [],
    );
  });

  it('charges a priced plan and records the subscription and the card', async () => {
    const plan = await buildPlan();
    const body = payload(plan);
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    const { id, token } = response.json();
    const [subscription] = await t.db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.userId, id));
    expect(subscription).toMatchObject({
      title: 'Monthly Coaching',
      price: 4900,
      offeringId: plan.id,
      companyId,
      status: 'active',
      canceled: false,
    });
    expect(subscription!.providerSubscriptionId).toMatch(/^sub_test_/);
    expect(subscription!.scheduledInvoiceAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, id));
    expect(customer).toMatchObject({ paymentAccountId: null, cardBrand: 'Visa', cardLastFour: '4242' });
    const [charge] = await t.db
      .select()
      .from(paymentTestObjects)
      .where(
        and(
          eq(paymentTestObjects.kind, 'charge'),
          sql`${paymentTestObjects.data}->>'subscription' = ${subscription!.providerSubscriptionId}`,
        ),
      );
    expect(charge!.data).toMatchObject({ amountCents: 4900, status: 'succeeded' });
    // Logged in: the client's subscription shows in their settings.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/clients/subscriptions/',
      headers: { authorization: `Token ${token}` },
    });
    expect(mine.json().results).toMatchObject([{ title: 'Monthly Coaching', price: 4900, canceled: false }]);
  });

  it('refuses a declined card with 402 and writes nothing', async () => {
    const plan = await buildPlan();
    const body = payload(plan, { stripe_token: 'tok_test_visa_0002_12_40' });
    const response = await signUp(body);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ non_field_errors: ['Your card was declined.'] });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('asks for a card on a priced plan, and checks the e-mail before charging', async () => {
    const plan = await buildPlan();
    const noCard = await signUp(payload(plan, { stripe_token: '' }));
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ stripe_token: [OFFERING_MESSAGES.cardRequired] });
    const taken = await buildUser(t.db);
    const before = await testObjects('subscription');
    const refused = await signUp(payload(plan, { email: taken.email, email_confirmation: taken.email }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ email: [MESSAGES.emailInUse] });
    expect(await testObjects('subscription')).toBe(before);
  });

  it('answers 404 for an inactive plan, a wrong promo and an id alone', async () => {
    const plan = await buildPlan();
    const inactive = await buildPlan({ active: false });
    for (const body of [
      payload(inactive),
      payload(plan, { promo: 'wrong' }),
      payload(plan, { promo: undefined }),
    ]) {
      const response = await signUp(body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: CLIENT_MESSAGES.planInactive });
    }
  });

  it('cancels the charge when the account cannot be written after it', async () => {
    const plan = await buildPlan({ title: 'Doomed Plan' });
    // A fault after the charge: the subscription row cannot be inserted for this plan.
    await t.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'doomed'; END $$;
      CREATE TRIGGER refuse_doomed BEFORE INSERT ON client_subscriptions
      FOR EACH ROW WHEN (NEW.title = 'Doomed Plan') EXECUTE FUNCTION refuse_doomed();`),
    );
    try {
      const body = payload(plan);
      const response = await signUp(body);
      expect(response.statusCode).toBe(500);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
      const key = paidSignUpKey(plan.id, body.email, body.stripe_token);
      const [subscription] = await t.db
        .select()
        .from(paymentTestObjects)
        .where(
          and(
            eq(paymentTestObjects.kind, 'subscription'),
            sql`${paymentTestObjects.data}->'metadata'->>'email' = ${body.email}`,
          ),
        );
      expect(key).toMatch(/^client-sign-up:/);
      expect(subscription!.data).toMatchObject({ status: 'canceled' });
    } finally {
      await t.db.execute(
        sql.raw('DROP TRIGGER refuse_doomed ON client_subscriptions; DROP FUNCTION refuse_doomed();'),
      );
    }
  });

  it('charges once for a retried attempt (same card token)', async () => {
    const plan = await buildPlan();
    const body = payload(plan);
    const before = await testObjects('charge');
    expect((await signUp(body)).statusCode).toBe(201);
    // The retry finds the account made: the e-mail is in use, and no second charge was taken.
    expect((await signUp(body)).statusCode).toBe(400);
    expect(await testObjects('charge')).toBe(before + 1);
  });
});
