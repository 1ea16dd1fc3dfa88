import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  OFFERING_MESSAGES,
  offeringChoicesSchema,
  ownerOfferingSchema,
  paginatedSchema,
  publicOfferingSchema,
} from '@tandem/shared';
import { companies, offeringCourses, offerings, subDomains } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import {
  buildCourse,
  buildHabitProgram,
  buildPulseSurvey,
  managedBy,
  ownedBy,
} from '../../test/factories/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { offeringLink } from './offerings.presenter';

/* The owner's subscription plans (issue 18, part 4) and a plan's public face. */

let t: TestApp;
const auth: Record<string, string> = {};
let companyId = 0;
let coach: { id: number; email: string; companyId: number | null };
let ownProgram = 0;
let ownSurvey = 0;
let ownCourse = 0;
let managedProgram = 0;
let strangersProgram = 0;
let outsiderCoach = 0;
let otherCompanyOffering = 0;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:3000', defaultSubDomain: 'demo' });
  const { owner, company } = await buildOwner(t.db);
  companyId = company.id;
  await t.db.insert(subDomains).values({ subDomain: 'brightpath', companyId });
  coach = await buildCoach(t.db, companyId, { firstName: 'Jordan', lastName: 'Blake' });
  ownProgram = (await buildHabitProgram(t.db, ownedBy(coach), { name: 'Morning Focus' })).id;
  ownSurvey = (await buildPulseSurvey(t.db, ownedBy(coach), { name: 'Daily Pulse' })).id;
  ownCourse = (await buildCourse(t.db, ownedBy(coach), { title: 'Sleep Well' })).id;
  managedProgram = (await buildHabitProgram(t.db, managedBy(companyId), { name: 'Company Program' })).id;
  // Another coach of the same company: their own program is not the plan coach's to give.
  const colleague = await buildCoach(t.db, companyId);
  strangersProgram = (await buildHabitProgram(t.db, ownedBy(colleague))).id;
  const { user: client } = await buildClient(t.db, coach);
  const other = await buildOwner(t.db);
  outsiderCoach = other.owner.id;
  const [foreign] = await t.db
    .insert(offerings)
    .values({
      companyId: other.company.id,
      title: 'Theirs',
      coachId: other.owner.id,
      promo: 'their-promo-code',
    })
    .returning();
  otherCompanyOffering = foreign!.id;
  const admin = await buildUser(t.db, { isStaff: true });
  auth.owner = await authHeader(t.app, owner.email);
  auth.coach = await authHeader(t.app, coach.email);
  auth.client = await authHeader(t.app, client.email);
  auth.admin = await authHeader(t.app, admin.email);
  auth.otherOwner = await authHeader(t.app, other.owner.email);
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload ? { payload } : {}),
  });

const plan = (overrides: Record<string, unknown> = {}) => ({
  title: 'Monthly Coaching',
  coach: coach.id,
  habit_program: ownProgram,
  pulse_survey: ownSurvey,
  price: 4900,
  ...overrides,
});

describe('creating a plan', () => {
  it("saves a plan with the spec's defaults, its promo and its sign-up link", async () => {
    const response = await call('POST', 'owners/offerings/', 'owner', plan());
    expect(response.statusCode).toBe(201);
    const created = ownerOfferingSchema.strict().parse(response.json());
    expect(created).toMatchObject({
      title: 'Monthly Coaching',
      active: true,
      company: companyId,
      sub_domain: 'brightpath',
      coach: coach.id,
      coach_name: 'Jordan Blake',
      price: 4900,
      price_in_dollars: '49.00',
      home: 'daily_exercises',
      courses: [],
      allow_daily_exercises: true,
      allow_messaging: true,
    });
    expect(created.promo).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.link).toBe(`http://brightpath.localhost:3000/sign-up/${created.id}/${created.promo}`);
  });

  it('gives every plan its own unguessable promo', async () => {
    const a = (await call('POST', 'owners/offerings/', 'owner', plan({ price: 0 }))).json();
    const b = (await call('POST', 'owners/offerings/', 'owner', plan({ price: 0 }))).json();
    expect(a.promo).not.toBe(b.promo);
  });

  it("answers the spec's messages for a plan that breaks the rule", async () => {
    const response = await call('POST', 'owners/offerings/', 'owner', { title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: [OFFERING_MESSAGES.titleRequired],
      coach: ['A Coach is required'],
      habit_program: ['A Habit Program is required'],
      pulse_survey: ['A Daily Reflection is required'],
    });
    const home = await call(
      'POST',
      'owners/offerings/',
      'owner',
      plan({ home: 'courses', allow_courses: false }),
    );
    expect(home.json()).toEqual({ home: [OFFERING_MESSAGES.homeMustBeEnabled] });
  });

  it('takes only a coach of the company, and what that coach may give clients', async () => {
    const outsider = await call('POST', 'owners/offerings/', 'owner', plan({ coach: outsiderCoach }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ coach: [`Invalid pk "${outsiderCoach}" - object does not exist.`] });
    const colleagues = await call(
      'POST',
      'owners/offerings/',
      'owner',
      plan({ habit_program: strangersProgram, courses: [ownCourse, 987654] }),
    );
    expect(colleagues.json()).toEqual({
      habit_program: [`Invalid pk "${strangersProgram}" - object does not exist.`],
      courses: ['Invalid pk "987654" - object does not exist.'],
    });
    const managed = await call(
      'POST',
      'owners/offerings/',
      'owner',
      plan({ habit_program: managedProgram, courses: [ownCourse] }),
    );
    expect(managed.statusCode).toBe(201);
    const [listed] = await t.db
      .select()
      .from(offeringCourses)
      .where(eq(offeringCourses.offeringId, managed.json().id));
    expect(listed?.courseId).toBe(ownCourse);
  });

  it('refuses anyone but an owner (staff too), and visitors with 401', async () => {
    for (const who of ['coach', 'client', 'admin']) {
      const response = await call('POST', 'owners/offerings/', who, plan());
      expect(response.statusCode, who).toBe(403);
      expect(response.json()).toMatchObject({ detail: MESSAGES.noPermission });
      expect((await call('GET', 'owners/offerings/', who)).statusCode, who).toBe(403);
      expect((await call('GET', 'owners/offering-choices/', who)).statusCode, who).toBe(403);
    }
    expect((await call('POST', 'owners/offerings/', undefined, plan())).statusCode).toBe(401);
  });
});

describe('listing and editing plans', () => {
  it("lists the owner's company's plans only, newest first", async () => {
    const response = await call('GET', 'owners/offerings/?default=true&limit=100', 'owner');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(ownerOfferingSchema).parse(response.json());
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.results.every((row) => row.company === companyId)).toBe(true);
    const ids = page.results.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const theirs = paginatedSchema(ownerOfferingSchema).parse(
      (await call('GET', 'owners/offerings/', 'otherOwner')).json(),
    );
    expect(theirs.results.map((row) => row.id)).toEqual([otherCompanyOffering]);
  });

  it('changes a plan; switching it off hides its link and always works', async () => {
    const created = (await call('POST', 'owners/offerings/', 'owner', plan({ price: 0 }))).json();
    const renamed = await call('PATCH', `owners/offerings/${created.id}/`, 'owner', {
      title: 'Starter',
      price: 1999,
      allow_messaging: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Starter',
      price: 1999,
      price_in_dollars: '19.99',
      allow_messaging: false,
    });
    expect(renamed.json().promo).toBe(created.promo);
    // The program goes away; the plan can still be switched off, not saved active without one.
    await t.db.update(offerings).set({ habitProgramId: null }).where(eq(offerings.id, created.id));
    const broken = await call('PATCH', `owners/offerings/${created.id}/`, 'owner', { title: 'Starter 2' });
    expect(broken.json()).toEqual({ habit_program: ['A Habit Program is required'] });
    const off = await call('PATCH', `owners/offerings/${created.id}/`, 'owner', { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, link: null });
  });

  it("answers 404 for another company's plan and 403 to anyone who owns no company", async () => {
    const foreign = await call('PATCH', `owners/offerings/${otherCompanyOffering}/`, 'owner', {
      title: 'Mine',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('PATCH', 'owners/offerings/987654/', 'owner', { title: 'x' })).statusCode).toBe(404);
    const created = (await call('POST', 'owners/offerings/', 'owner', plan())).json();
    for (const who of ['coach', 'client', 'admin']) {
      expect((await call('PATCH', `owners/offerings/${created.id}/`, who, { title: 'x' })).statusCode).toBe(
        403,
      );
    }
  });
});

describe("the plan form's choices", () => {
  it('lists the company coaches with what each may give clients, and whether plans can be sold', async () => {
    const response = await call('GET', 'owners/offering-choices/', 'owner');
    expect(response.statusCode).toBe(200);
    const choices = offeringChoicesSchema.strict().parse(response.json());
    expect(choices.can_sell).toBe(true);
    const jordan = choices.coaches.find((row) => row.id === coach.id)!;
    expect(jordan.name).toBe('Jordan Blake');
    expect(jordan.habit_programs.map((p) => p.id).sort()).toEqual([ownProgram, managedProgram].sort());
    expect(jordan.habit_programs.map((p) => p.id)).not.toContain(strangersProgram);
    expect(jordan.pulse_surveys.map((s) => s.id)).toContain(ownSurvey);
    expect(jordan.courses).toEqual([{ id: ownCourse, name: 'Sleep Well' }]);
    expect(choices.coaches.map((row) => row.id)).not.toContain(outsiderCoach);
  });
});

describe('GET owners/offerings/{promo}/', () => {
  it('shows anyone an active plan: name, price and link, nothing private', async () => {
    const created = (await call('POST', 'owners/offerings/', 'owner', plan({ title: 'Public Plan' }))).json();
    const response = await call('GET', `owners/offerings/${created.promo}/`);
    expect(response.statusCode).toBe(200);
    expect(publicOfferingSchema.strict().parse(response.json())).toEqual({
      id: created.id,
      title: 'Public Plan',
      price: 4900,
      price_in_dollars: '49.00',
      home: 'daily_exercises',
      sub_domain: 'brightpath',
      link: created.link,
    });
    await call('PATCH', `owners/offerings/${created.id}/`, 'owner', { active: false });
    expect((await call('GET', `owners/offerings/${created.promo}/`)).statusCode).toBe(404);
    expect((await call('GET', 'owners/offerings/not-a-promo/')).statusCode).toBe(404);
  });
});

describe('selling needs a way to be paid', () => {
  let keyed: TestApp;
  beforeAll(async () => {
    keyed = await createTestApp({
      stripe: {
        secretKey: 'sk_test_not_used',
        publishableKey: 'pk_test_x',
        webhookSecret: 'whsec_x',
        connectClientId: undefined,
        apiBase: undefined,
      },
    });
  }, 60_000);
  afterAll(() => keyed.close());

  it('with Stripe, a priced active plan needs a connected account; a free one does not', async () => {
    const { owner, company } = await buildOwner(keyed.db);
    const program = await buildHabitProgram(keyed.db, ownedBy(owner));
    const survey = await buildPulseSurvey(keyed.db, ownedBy(owner));
    const authorization = await authHeader(keyed.app, owner.email);
    const body = {
      title: 'Paid',
      coach: owner.id,
      habit_program: program.id,
      pulse_survey: survey.id,
      price: 4900,
    };
    const post = (payload: object) =>
      keyed.app.inject({
        method: 'POST',
        url: '/api/owners/offerings/',
        headers: { authorization },
        payload,
      });
    // The company page's flag tells the owner the same thing before they try.
    const paidAllowed = async () =>
      (
        await keyed.app.inject({ method: 'GET', url: '/api/owners/company/', headers: { authorization } })
      ).json().allow_paid_subscriptions;
    expect(await paidAllowed()).toBe(false);
    const refused = await post(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ price: [OFFERING_MESSAGES.paymentsNotConnected] });
    expect((await post({ ...body, active: false })).statusCode).toBe(201);
    expect((await post({ ...body, price: 0 })).statusCode).toBe(201);
    await keyed.db
      .update(companies)
      .set({ paymentAccountId: 'acct_123' })
      .where(eq(companies.id, company.id));
    expect(await paidAllowed()).toBe(true);
    expect((await post(body)).statusCode).toBe(201);
  });
});

describe('offeringLink', () => {
  it("is the plan's sign-up page on its company's site, the promo escaped", () => {
    expect(offeringLink('http://localhost:3000', 'acme', 'demo', { id: 7, promo: 'a b' })).toBe(
      'http://acme.localhost:3000/sign-up/7/a%20b',
    );
  });
});
