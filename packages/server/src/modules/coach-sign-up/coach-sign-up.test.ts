import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  COACH_PACKAGES,
  COACH_SIGN_UP_MESSAGES,
  FREE_COACH_FEATURES,
  MESSAGES,
  SUB_DOMAIN_MESSAGES,
  coachOnboardingResponseSchema,
} from '@tandem/shared';
import {
  coachProfiles,
  companies,
  ownerSubscriptions,
  paymentCustomers,
  paymentTestObjects,
  subDomains,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { PNG } from '../../test/uploads';

/* Coach sign-up and the /new-user onboarding (issue 18 part 6, decision 019). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

let sequence = 0;
// Letters only: a sub-domain takes no 0.
const unique = () =>
  `${Date.now().toString(36)}x${++sequence}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
let ipSequence = 0;
const nextIp = () => `10.19.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload,
    remoteAddress: nextIp(),
    headers: authorization ? { authorization } : {},
  });
const me = async ({ id, token }: { id: number; token?: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/user/${id}/`,
      headers: { authorization: `Token ${token}` },
    })
  ).json();

const person = () => {
  const email = `coach-${unique()}@new.test`;
  return { first_name: 'Robin', last_name: 'Vale', email, password: 'a long enough password' };
};
const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vale Coaching',
  sub_domain: `vale-${unique()}`,
  logo: null,
  logo_height: 60,
  header_color: '#1E6F5C',
  ...overrides,
});
const weekOf = {
  work_week: [0, 2, 4],
  generate_pulse_on: [1, 3],
  generate_exercises_at: '07:30',
  generate_pulse_at: '19:00',
  timezone: 'Europe/Paris',
};

const subscriptionsOf = async (email: string) =>
  (
    await t.db
      .select({ data: paymentTestObjects.data })
      .from(paymentTestObjects)
      .where(
        and(
          eq(paymentTestObjects.kind, 'subscription'),
          sql`${paymentTestObjects.data}->'metadata'->>'email' = ${email}`,
        ),
      )
  ).map((row) => row.data as { status: string; amountCents: number });

async function coachState(userId: number) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  const [profile] = await t.db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId));
  const owned = await t.db.select().from(companies).where(eq(companies.ownerId, userId));
  const sites = owned.length
    ? await t.db.select().from(subDomains).where(eq(subDomains.companyId, owned[0]!.id))
    : [];
  return { user: user!, profile, owned, sites };
}

describe('POST owners/free-assessment-sign-up/', () => {
  it('makes a free coach with a company of their own, not yet onboarded, and logs them in', async () => {
    const body = person();
    const response = await post('owners/free-assessment-sign-up/', {
      ...body,
      email: ` ${body.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    const answer = coachOnboardingResponseSchema.parse(response.json());
    expect(answer.sub_domain).toBeNull();
    const user = await me(answer);
    expect(user).toMatchObject({
      id: answer.id,
      email: body.email,
      has_coach_license: true,
      is_owner: true,
      onboarded: false,
      features: { coach_features: [...FREE_COACH_FEATURES] },
    });
    const state = await coachState(answer.id);
    expect(state.profile).toMatchObject({ plan: 'free', companyId: state.owned[0]!.id });
    expect(state.owned[0]!.name).toBe('Robin Vale');
    expect(state.user.companyId).toBe(state.owned[0]!.id);
    expect(state.sites).toEqual([]);
    // No money moves on the free plan.
    expect(await subscriptionsOf(body.email)).toEqual([]);
  });

  it('refuses a used e-mail, missing fields and a short password, writing nothing', async () => {
    const taken = await buildUser(t.db);
    const used = await post('owners/free-assessment-sign-up/', { ...person(), email: taken.email });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ email: [MESSAGES.emailInUse] });

    const blank = person();
    const invalid = await post('owners/free-assessment-sign-up/', {
      ...blank,
      first_name: ' ',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(['first_name', 'password']);
    expect(await t.db.select().from(users).where(eq(users.email, blank.email))).toEqual([]);
  });
});

describe('POST owners/paid-assessment-sign-up/', () => {
  it('charges the package on Tandem’s own account and records the subscription and the card', async () => {
    const body = { ...person(), token: 'tok_test_visa_4242_12_40', card: { brand: 'visa' }, package: 66 };
    const response = await post('owners/paid-assessment-sign-up/', body);
    expect(response.statusCode).toBe(201);
    const { id, token } = response.json();
    expect((await me({ id, token })).features.coach_features).toEqual(['all']);
    expect((await coachState(id)).profile?.plan).toBe('professional');
    const [subscription] = await t.db
      .select()
      .from(ownerSubscriptions)
      .where(eq(ownerSubscriptions.userId, id));
    expect(subscription).toMatchObject({
      packageId: 66,
      price: COACH_PACKAGES.professional.priceCents,
      title: 'Tandem Professional',
      renewing: true,
      status: 'active',
    });
    expect(subscription!.providerSubscriptionId).toMatch(/^sub_/);
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, id));
    expect(customer).toMatchObject({ paymentAccountId: null, cardBrand: 'Visa', cardLastFour: '4242' });
    expect(await subscriptionsOf(body.email)).toEqual([
      expect.objectContaining({ status: 'active', amountCents: COACH_PACKAGES.professional.priceCents }),
    ]);
    // The owner's subscriptions list (Settings) shows it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/owners/subscriptions/',
      headers: { authorization: `Token ${token}` },
    });
    expect(listed.json().results).toMatchObject([{ title: 'Tandem Professional' }]);
  });

  it('gives Unlimited for 65, and answers a declined card with 402 and nothing written', async () => {
    const unlimited = await post('owners/paid-assessment-sign-up/', {
      ...person(),
      token: 'tok_test_visa_4242_12_40',
      package: 65,
    });
    expect(unlimited.statusCode).toBe(201);
    expect((await coachState(unlimited.json().id)).profile?.plan).toBe('enterprise');

    const declined = { ...person(), token: 'tok_test_visa_0002_12_40', package: 66 };
    const refused = await post('owners/paid-assessment-sign-up/', declined);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ non_field_errors: ['Your card was declined.'] });
    expect(await t.db.select().from(users).where(eq(users.email, declined.email))).toEqual([]);
  });

  it('refuses a package we do not sell and a missing card', async () => {
    const other = await post('owners/paid-assessment-sign-up/', {
      ...person(),
      token: 'tok_test_visa_4242_12_40',
      package: 64,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toHaveProperty('package');
    const noCard = await post('owners/paid-assessment-sign-up/', { ...person(), token: '', package: 66 });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ token: [COACH_SIGN_UP_MESSAGES.cardRequired] });
  });
});

describe('POST owners/new/', () => {
  it('gives a visitor an onboarded coach account, the company, its branded sub-domain and a session', async () => {
    const user = person();
    const site = company({ logo: `data:image/png;base64,${PNG.toString('base64')}` });
    const response = await post('owners/new/', {
      promo_id: 'free',
      user,
      client_profile: weekOf,
      tos: true,
      company: site,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.sub_domain).toBe(site.sub_domain);
    const signedIn = await me(answer);
    expect(signedIn).toMatchObject({
      onboarded: true,
      is_owner: true,
      has_coach_license: true,
      work_week: [0, 2, 4],
      generate_pulse_on: [1, 3],
      generate_exercises_at: '07:30:00',
      generate_pulse_at: '19:00:00',
      timezone: 'Europe/Paris',
    });
    const state = await coachState(answer.id);
    expect(state.owned[0]!.name).toBe('Vale Coaching');
    expect(state.sites).toHaveLength(1);
    expect(state.sites[0]).toMatchObject({
      subDomain: site.sub_domain,
      ownerId: answer.id,
      headerColor: '#1e6f5c',
      logoHeight: 60,
    });
    expect(state.sites[0]!.logo).toMatch(/^\/media\/branding\//);

    // Every page of that sub-domain wears the branding.
    const branding = await t.app.inject({ method: 'GET', url: `/api/sub-domains/${site.sub_domain}/` });
    expect(branding.json()).toMatchObject({
      sub_domain: site.sub_domain,
      header_color: '#1e6f5c',
      logo_height: 60,
    });
    const logo = await t.app.inject({ method: 'GET', url: state.sites[0]!.logo! });
    expect(logo.statusCode).toBe(200);
  });

  it('uses the spec defaults for the week when the finish step sends none', async () => {
    const response = await post('owners/new/', { user: person(), tos: true, company: company() });
    expect(response.statusCode).toBe(201);
    expect(await me(response.json())).toMatchObject({
      work_week: [0, 1, 2, 3, 4],
      generate_pulse_on: [0, 1, 2, 3, 4],
      generate_exercises_at: '10:00:00',
      generate_pulse_at: '18:00:00',
    });
  });

  it('names each problem by its own field, and checks e-mail and sub-domain before anything is kept', async () => {
    const takenSite = company();
    expect((await post('owners/new/', { user: person(), tos: true, company: takenSite })).statusCode).toBe(
      201,
    );

    const user = person();
    const inUse = await post('owners/new/', {
      user,
      tos: true,
      company: { ...company(), sub_domain: takenSite.sub_domain.toUpperCase() },
    });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json()).toEqual({ sub_domain: [SUB_DOMAIN_MESSAGES.inUse] });
    expect(await t.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);

    const invalid = await post('owners/new/', {
      user: { ...person(), email: 'not an e-mail' },
      tos: false,
      company: { ...company(), sub_domain: '-bad', header_color: 'teal' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      email: ['Enter a valid email address.'],
      tos: [COACH_SIGN_UP_MESSAGES.termsRequired],
      sub_domain: [SUB_DOMAIN_MESSAGES.invalid],
      header_color: ['Enter a colour as #rgb or #rrggbb.'],
    });

    const unknown = await post('owners/new/', {
      promo_id: 'platinum',
      user: person(),
      tos: true,
      company: company(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ promo_id: [COACH_SIGN_UP_MESSAGES.unknownPackage] });
  });

  it('charges a priced package, and asks for a card without one', async () => {
    const noCard = await post('owners/new/', {
      promo_id: 'enterprise',
      user: person(),
      tos: true,
      company: company(),
    });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ stripe_token: [COACH_SIGN_UP_MESSAGES.cardRequired] });

    const user = person();
    const paid = await post('owners/new/', {
      promo_id: 'enterprise',
      user,
      tos: true,
      company: company(),
      stripe_token: 'tok_test_mastercard_4444_01_41',
    });
    expect(paid.statusCode).toBe(201);
    expect((await coachState(paid.json().id)).profile?.plan).toBe('enterprise');
    expect(await subscriptionsOf(user.email)).toEqual([
      expect.objectContaining({ status: 'active', amountCents: COACH_PACKAGES.enterprise.priceCents }),
    ]);
  });

  it('cancels the charge at once when the account cannot be written after it', async () => {
    // Two visitors pay for the same sub-domain at the same moment: one gets it; the other's
    // transaction fails on the unique index after their card was charged.
    const site = company();
    const first = person();
    const second = person();
    const [a, b] = await Promise.all(
      [first, second].map((user) =>
        post('owners/new/', {
          promo_id: 'professional',
          user,
          tos: true,
          company: site,
          stripe_token: 'tok_test_visa_4242_12_40',
        }),
      ),
    );
    const statuses = [a!.statusCode, b!.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const loser = a!.statusCode === 400 ? first : second;
    expect((a!.statusCode === 400 ? a! : b!).json()).toEqual({ sub_domain: [SUB_DOMAIN_MESSAGES.inUse] });
    // Whatever was charged for the loser is cancelled; nothing of theirs is left active.
    for (const subscription of await subscriptionsOf(loser.email))
      expect(subscription.status).toBe('canceled');
    expect(await t.db.select().from(users).where(eq(users.email, loser.email))).toEqual([]);
  });
});

describe('POST owners/authed/', () => {
  const onboarding = (overrides: Record<string, unknown> = {}) => ({
    promo_id: 'free',
    client_profile: weekOf,
    tos: true,
    company: company(),
    ...overrides,
  });

  it('sets up the company of a coach who just signed up free, once', async () => {
    const signedUp = (await post('owners/free-assessment-sign-up/', person())).json();
    const authorization = `Token ${signedUp.token}`;
    const body = onboarding();
    const response = await post('owners/authed/', body, authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: signedUp.id, sub_domain: body.company.sub_domain });
    const state = await coachState(signedUp.id);
    expect(state.owned).toHaveLength(1);
    expect(state.owned[0]!.name).toBe('Vale Coaching');
    expect(state.sites.map((site) => site.subDomain)).toEqual([body.company.sub_domain]);
    expect(state.profile?.plan).toBe('free');
    expect(await me(signedUp)).toMatchObject({ onboarded: true, timezone: 'Europe/Paris' });

    const again = await post('owners/authed/', onboarding(), authorization);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [COACH_SIGN_UP_MESSAGES.alreadySetUp] });
  });

  it('does not charge a coach again for the package they bought at sign-up', async () => {
    const signedUp = (
      await post('owners/paid-assessment-sign-up/', {
        ...person(),
        token: 'tok_test_visa_4242_12_40',
        package: 66,
      })
    ).json();
    const response = await post(
      'owners/authed/',
      onboarding({ promo_id: 'professional' }),
      `Token ${signedUp.token}`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      await t.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.userId, signedUp.id)),
    ).toHaveLength(1);
    expect((await coachState(signedUp.id)).profile?.plan).toBe('professional');
  });

  it('upgrades a free coach who picks a package, charging their card', async () => {
    const body = person();
    const signedUp = (await post('owners/free-assessment-sign-up/', body)).json();
    const authorization = `Token ${signedUp.token}`;
    const noCard = await post('owners/authed/', onboarding({ promo_id: 'professional' }), authorization);
    expect(noCard.json()).toEqual({ stripe_token: [COACH_SIGN_UP_MESSAGES.cardRequired] });
    const response = await post(
      'owners/authed/',
      onboarding({ promo_id: 'professional', stripe_token: 'tok_test_visa_4242_12_40' }),
      authorization,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(signedUp)).features.coach_features).toEqual(['all']);
    expect(await subscriptionsOf(body.email)).toHaveLength(1);
  });

  it('makes a client the owner-coach of a new company, keeping their coaching', async () => {
    const { owner, company: theirCompany } = await buildOwner(t.db);
    const client = await buildClient(t.db, owner);
    const authorization = await authHeader(t.app, client.user.email);
    const body = onboarding();
    const response = await post('owners/authed/', body, authorization);
    expect(response.statusCode).toBe(200);
    const state = await coachState(client.user.id);
    expect(state.profile).toMatchObject({ plan: 'free', companyId: state.owned[0]!.id });
    expect(state.owned[0]!.id).not.toBe(theirCompany.id);
    expect(state.user.companyId).toBe(state.owned[0]!.id);
    expect(state.user.coachFeatures).toEqual([...FREE_COACH_FEATURES]);
    // Their own coach still coaches them.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/coaches/clients/${client.user.id}/`,
      headers: { authorization: await authHeader(t.app, owner.email) },
    });
    expect(detail.statusCode).toBe(200);
  });

  it("refuses another company's coach, a visitor and an impersonator", async () => {
    const { company: theirCompany } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, theirCompany.id);
    const coachResponse = await post('owners/authed/', onboarding(), await authHeader(t.app, coach.email));
    expect(coachResponse.statusCode).toBe(400);
    expect(coachResponse.json()).toEqual({
      non_field_errors: [COACH_SIGN_UP_MESSAGES.coachOfAnotherCompany],
    });

    expect((await post('owners/authed/', onboarding())).statusCode).toBe(401);

    const staff = await buildUser(t.db, { isStaff: true });
    const target = await buildUser(t.db);
    const impersonation = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: target.email },
      headers: { authorization: await authHeader(t.app, staff.email) },
    });
    expect(impersonation.statusCode).toBe(200);
    const asTarget = await post('owners/authed/', onboarding(), `Token ${impersonation.json().token}`);
    expect(asTarget.statusCode).toBe(400);
    expect((await coachState(target.id)).owned).toEqual([]);
  });
});

describe('POST owners/package/', () => {
  const VISA = 'tok_test_visa_4242_12_40';
  const choose = (body: object, authorization?: string) => post('owners/package/', body, authorization);
  const packagesOf = (userId: number) =>
    t.db
      .select()
      .from(ownerSubscriptions)
      .where(eq(ownerSubscriptions.userId, userId))
      .orderBy(ownerSubscriptions.id);
  const signUpPaid = async (packageId: number) => {
    const body = { ...person(), token: VISA, package: packageId };
    const signedUp = (await post('owners/paid-assessment-sign-up/', body)).json();
    return { ...signedUp, email: body.email, authorization: `Token ${signedUp.token}` };
  };

  it('upgrades a free coach: charged, on the package at once, every tool open', async () => {
    const body = person();
    const signedUp = (await post('owners/free-assessment-sign-up/', body)).json();
    const authorization = `Token ${signedUp.token}`;
    const response = await choose({ package: 66, token: VISA }, authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'professional',
      plan_in_force: 'professional',
      standing: 'active',
      grace_ends_at: null,
    });
    expect((await me(signedUp)).features.coach_features).toEqual(['all']);
    expect((await coachState(signedUp.id)).profile?.plan).toBe('professional');
    expect(await subscriptionsOf(body.email)).toEqual([
      expect.objectContaining({ status: 'active', amountCents: COACH_PACKAGES.professional.priceCents }),
    ]);
    const course = await post('coaches/courses/', { title: 'After the upgrade' }, authorization);
    expect(course.statusCode).not.toBe(403);
  });

  it('refuses the package held in good standing, and moving to the other ends the first at once', async () => {
    const coach = await signUpPaid(66);
    const same = await choose({ package: 66, token: VISA }, coach.authorization);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ non_field_errors: [COACH_SIGN_UP_MESSAGES.alreadyOnPackage] });
    expect(await packagesOf(coach.id)).toHaveLength(1);

    const moved = await choose({ package: 65, token: VISA }, coach.authorization);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ plan: 'enterprise', standing: 'active' });
    const [first, second] = await packagesOf(coach.id);
    expect(first).toMatchObject({ packageId: 66, canceled: true, renewing: false, status: 'canceled' });
    expect(second).toMatchObject({ packageId: 65, canceled: false, renewing: true, status: 'active' });
    // The provider stops charging the first one.
    expect((await subscriptionsOf(coach.email)).map((found) => found.status).sort()).toEqual([
      'active',
      'canceled',
    ]);
  });

  it('buys a package again after it ended, and every tool opens again', async () => {
    const coach = await signUpPaid(66);
    const [bought] = await packagesOf(coach.id);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/owners/subscriptions/${bought!.id}/simulate/`,
      payload: { event: 'cancellation' },
      headers: { authorization: coach.authorization },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(coach)).coach_plan).toMatchObject({ plan: 'professional', standing: 'canceled' });
    expect((await me(coach)).features.coach_features).toEqual([...FREE_COACH_FEATURES]);

    const again = await choose({ package: 66, token: VISA }, coach.authorization);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ plan: 'professional', standing: 'active' });
    expect((await me(coach)).features.coach_features).toEqual(['all']);
    expect(await packagesOf(coach.id)).toHaveLength(2);
  });

  it('takes a purchase sent twice at once as one: one charge, kept, and both answered', async () => {
    const body = person();
    const signedUp = (await post('owners/free-assessment-sign-up/', body)).json();
    const authorization = `Token ${signedUp.token}`;
    const answers = await Promise.all([
      choose({ package: 66, token: VISA }, authorization),
      choose({ package: 66, token: VISA }, authorization),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await packagesOf(signedUp.id)).toEqual([
      expect.objectContaining({ packageId: 66, canceled: false, status: 'active' }),
    ]);
    expect(await subscriptionsOf(body.email)).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('answers a declined card with 402 and leaves the plan as it was', async () => {
    const signedUp = (await post('owners/free-assessment-sign-up/', person())).json();
    const refused = await choose(
      { package: 65, token: 'tok_test_visa_0002_12_40' },
      `Token ${signedUp.token}`,
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ non_field_errors: ['Your card was declined.'] });
    expect((await coachState(signedUp.id)).profile?.plan).toBe('free');
    expect(await packagesOf(signedUp.id)).toEqual([]);
    const noCard = await choose({ package: 65, token: ' ' }, `Token ${signedUp.token}`);
    expect(noCard.json()).toEqual({ token: [COACH_SIGN_UP_MESSAGES.cardRequired] });
  });

  it("refuses a company's coach, a client, a visitor and an impersonator", async () => {
    const { owner, company: theirCompany } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, theirCompany.id);
    const asCoach = await choose({ package: 66, token: VISA }, await authHeader(t.app, coach.email));
    expect(asCoach.statusCode).toBe(400);
    expect(asCoach.json()).toEqual({ non_field_errors: [COACH_SIGN_UP_MESSAGES.companyChoosesPackage] });

    const client = await buildClient(t.db, owner);
    const asClient = await choose({ package: 66, token: VISA }, await authHeader(t.app, client.user.email));
    expect(asClient.statusCode).toBe(403);
    expect((await choose({ package: 66, token: VISA })).statusCode).toBe(401);

    const signedUp = (await post('owners/free-assessment-sign-up/', person())).json();
    const staff = await buildUser(t.db, { isStaff: true });
    const [target] = await t.db.select().from(users).where(eq(users.id, signedUp.id));
    const impersonation = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: target!.email },
      headers: { authorization: await authHeader(t.app, staff.email) },
    });
    const asImpersonator = await choose({ package: 66, token: VISA }, `Token ${impersonation.json().token}`);
    expect(asImpersonator.statusCode).toBe(400);
    expect(await packagesOf(signedUp.id)).toEqual([]);
    expect(await packagesOf(coach.id)).toEqual([]);
  });
});

describe('rate limit', () => {
  it('refuses the 21st sign-up attempt from one address within 15 minutes', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/owners/free-assessment-sign-up/',
        payload: { ...person(), first_name: n % 2 ? '' : 'Robin' },
        remoteAddress: '10.250.0.9',
      });
    for (let n = 0; n < 20; n += 1) expect((await from(n)).statusCode).not.toBe(429);
    expect((await from(20)).statusCode).toBe(429);
  });
});
