import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PHONE_NUMBER_MESSAGES, userSchema } from '@tandem/shared';
import { auditEvents, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  authHeader,
  buildClient,
  buildCoach,
  buildOwner,
  buildUser,
  TEST_PASSWORD,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/api-token-auth/', payload: { username, password } });

describe('POST api-token-auth/', () => {
  it('returns an opaque token and the user id, stores only its hash, and records last_login', async () => {
    const user = await buildUser(t.db, { email: 'login-ok@example.test' });
    const response = await login('login-ok@example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, id } = response.json();
    expect(id).toBe(user.id);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash.equals(hashToken(token))).toBe(true);
    expect(stored[0]!.tokenHash.toString('utf8')).not.toContain(token);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.lastLogin).toBeInstanceOf(Date);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    await buildUser(t.db, { email: 'mixed-case@example.test' });
    expect((await login('  Mixed-CASE@Example.test ', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to store an e-mail that is not trimmed and lower-cased', async () => {
    await expect(buildUser(t.db, { email: 'Upper@Example.test' })).rejects.toThrow();
  });

  it('hashes passwords with argon2id at OWASP strength', async () => {
    const user = await buildUser(t.db);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a wrong password', 'login-ok@example.test', 'wrong'],
    ['an unknown e-mail', 'nobody@example.test', TEST_PASSWORD],
  ])('refuses %s with the same answer', async (_case, username, password) => {
    const response = await login(username, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [MESSAGES.badCredentials] });
  });

  it('names each missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/api-token-auth/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [MESSAGES.required], password: [MESSAGES.required] });
  });

  it('tells a deactivated client so, but only with the right password', async () => {
    const coach = await buildCoach(t.db, null);
    const { user } = await buildClient(t.db, coach, { deactivated: new Date() });
    const right = await login(user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: MESSAGES.accountDeactivated, code: 'account_deactivated' });
    expect((await login(user.email, 'wrong')).statusCode).toBe(400);
  });
});

describe('login throttling', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginLimits: { perIp: 8, perAccount: 3, windowSeconds: 900 } });
  });
  afterAll(() => limited.close());
  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('locks an account after repeated failures, even for the right password, and says how long', async () => {
    const user = await buildUser(limited.db);
    for (let i = 0; i < 3; i++)
      expect((await attempt(user.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(400);
    const locked = await attempt(user.email, TEST_PASSWORD, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets failures after a successful login', async () => {
    const user = await buildUser(limited.db);
    for (let i = 0; i < 2; i++) await attempt(user.email, 'wrong', '10.2.0.1');
    expect((await attempt(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await attempt(user.email, 'wrong', '10.2.0.1');
    expect((await attempt(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('checks at most the limit of 30 wrong passwords sent at once, and refuses the rest', async () => {
    const user = await buildUser(limited.db);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attempt(user.email, 'wrong', `10.4.0.${i}`).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(limited.config.loginLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - limited.config.loginLimits.perAccount);
  });

  it('limits attempts per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await attempt(`someone${i}@example.test`, 'x', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await attempt('someone@example.test', 'x', '10.3.0.2')).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const user = await buildUser(t.db);
    const auth = await authHeader(t.app, user.email);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/`, headers: { authorization: auth } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: auth } }))
        .statusCode,
    ).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/`,
      headers: { authorization: auth },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.invalidToken });
  });

  it('refuses logout without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/' })).statusCode).toBe(401);
  });

  it('shuts a client out as soon as they are deactivated', async () => {
    const coach = await buildCoach(t.db, null);
    const { user, profile } = await buildClient(t.db, coach);
    const auth = await authHeader(t.app, user.email);
    const { clientProfiles } = await import('../../db/schema');
    await t.db
      .update(clientProfiles)
      .set({ deactivated: new Date() })
      .where(eq(clientProfiles.id, profile.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/`,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('account_deactivated');
  });
});

describe('GET and PATCH user/{id}: who may see and change whom', () => {
  let owner: { id: number; email: string };
  let coach: { id: number; email: string; companyId: number | null };
  let client: { id: number; email: string };
  let otherClientSameCompany: { id: number; email: string };
  let otherCompanyCoach: { id: number; email: string; companyId: number | null };
  let otherCompanyClient: { id: number; email: string };
  let admin: { id: number; email: string };
  const auth: Record<string, string> = {};

  beforeAll(async () => {
    const built = await buildOwner(t.db);
    owner = built.owner;
    coach = await buildCoach(t.db, built.company.id);
    const secondCoach = await buildCoach(t.db, built.company.id);
    client = (await buildClient(t.db, coach)).user;
    otherClientSameCompany = (await buildClient(t.db, secondCoach)).user;
    const other = await buildOwner(t.db);
    otherCompanyCoach = await buildCoach(t.db, other.company.id);
    otherCompanyClient = (await buildClient(t.db, otherCompanyCoach)).user;
    admin = await buildUser(t.db, { isStaff: true });
    for (const [role, user] of Object.entries({ owner, coach, client, otherCompanyCoach, admin })) {
      auth[role] = await authHeader(t.app, user.email);
    }
  });

  const get = (role: string | null, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/${id}/`,
      headers: role ? { authorization: auth[role]! } : {},
    });
  const patch = (role: string | null, id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      payload,
      headers: role ? { authorization: auth[role]! } : {},
    });

  it('shows a user their own account in the spec shape', async () => {
    const response = await get('client', client.id);
    expect(response.statusCode).toBe(200);
    const body = userSchema.parse(response.json());
    expect(body).toMatchObject({
      id: client.id,
      email: client.email,
      has_coach_license: false,
      impersonating: false,
    });
    expect(body.profile).toMatchObject({
      coach: coach.id,
      home: 'daily_exercises',
      deactivated: null,
      allow_journal: true,
    });
    expect(body.features.home).toBe('daily_exercises');
    expect(body.habit_program).toBeNull();
  });

  it("names the client's habit program", async () => {
    const { habitPrograms, clientProfiles } = await import('../../db/schema');
    const [program] = await t.db
      .insert(habitPrograms)
      .values({ name: 'Thrive', ownerId: coach.id })
      .returning();
    await t.db.update(clientProfiles).set({ theme: program!.id }).where(eq(clientProfiles.userId, client.id));
    expect((await get('client', client.id)).json().habit_program).toEqual({
      id: program!.id,
      name: 'Thrive',
    });
    await t.db.update(clientProfiles).set({ theme: null }).where(eq(clientProfiles.userId, client.id));
  });

  it('marks coaches and owners and gives them the coach home', async () => {
    const body = (await get('owner', owner.id)).json();
    expect(body).toMatchObject({ has_coach_license: true, is_owner: true, profile: null });
    expect(body.features).toMatchObject({ home: 'dashboard', coach_features: ['all'] });
  });

  it.each([
    ['a visitor', null, () => client.id, 401],
    ['the client, another client', 'client', () => otherClientSameCompany.id, 404],
    ['the coach, their own client', 'coach', () => client.id, 200],
    ["the coach, a colleague's client", 'coach', () => otherClientSameCompany.id, 404],
    ["another company's coach", 'otherCompanyCoach', () => client.id, 404],
    ['the owner, a user of the company', 'owner', () => otherClientSameCompany.id, 200],
    ["the owner, another company's client", 'owner', () => otherCompanyClient.id, 404],
    ['an admin, anyone', 'admin', () => otherCompanyClient.id, 200],
    ['anyone, a user that does not exist', 'admin', () => 999_999, 404],
  ])('GET: %s -> %s', async (_who, role, id, status) => {
    const response = await get(role, id());
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json()).toEqual({ detail: MESSAGES.notFound });
  });

  it('answers 401 to a made-up token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/${client.id}/`,
      headers: { authorization: 'Token nope' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a user change their own settings and keeps them', async () => {
    const response = await patch('client', client.id, {
      first_name: ' Casey ',
      phone_number: '(415) 555-2671',
      timezone: 'Europe/Paris',
      work_week: [4, 0, 2, 2],
      generate_exercises_at: '07:30',
      reward: 'quote',
      onboarded: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Casey',
      phone_number: '+14155552671',
      timezone: 'Europe/Paris',
      work_week: [0, 2, 4],
      generate_exercises_at: '07:30:00',
      reward: 'quote',
      onboarded: true,
    });
    expect((await get('client', client.id)).json().timezone).toBe('Europe/Paris');
  });

  it('lower-cases a new e-mail and refuses one already in use', async () => {
    const ok = await patch('client', client.id, {
      email: '  New.Address@Example.test ',
      current_password: TEST_PASSWORD,
    });
    expect(ok.json().email).toBe('new.address@example.test');
    client.email = 'new.address@example.test';
    const taken = await patch('client', client.id, {
      email: coach.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [MESSAGES.emailInUse] });
  });

  it('gives one of two users racing for the same new e-mail a 400, never a 500', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const [authA, authB] = [await authHeader(t.app, a.email), await authHeader(t.app, b.email)];
    const statuses = await Promise.all(
      [
        [a.id, authA],
        [b.id, authB],
      ].map(([id, authorization]) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/user/${id}/`,
          payload: { email: 'raced@example.test', current_password: TEST_PASSWORD },
          headers: { authorization: String(authorization) },
        }),
      ),
    );
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([
    [{ first_name: '   ' }, 'first_name'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ work_week: [7] }, 'work_week'],
    [{ generate_pulse_at: '25:00' }, 'generate_pulse_at'],
    [{ reward: 'cash' }, 'reward'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone_number: '555' }, 'phone_number'],
    [{ phone_number: '+1 555 123 4567' }, 'phone_number'],
  ])('rejects %j with a message on %s', async (payload, field) => {
    const response = await patch('client', client.id, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  describe('phone numbers and text reminders', () => {
    const setTexts = (values: { allowNoticeSms: boolean; phoneNumber: string }) =>
      t.db.update(users).set(values).where(eq(users.id, client.id));
    const stored = async () =>
      (
        await t.db
          .select({ sms: users.allowNoticeSms, phone: users.phoneNumber })
          .from(users)
          .where(eq(users.id, client.id))
      )[0];

    it('stores any valid number as E.164, and an empty one as none', async () => {
      await setTexts({ allowNoticeSms: false, phoneNumber: '' });
      const london = await patch('client', client.id, { phone_number: '+44 20 7946 0958' });
      expect(london.statusCode).toBe(200);
      expect(london.json().phone_number).toBe('+442079460958');
      expect(await stored()).toEqual({ sms: false, phone: '+442079460958' });
      expect((await patch('client', client.id, { phone_number: '14155552671' })).json().phone_number).toBe(
        '+14155552671',
      );
      expect((await patch('client', client.id, { phone_number: '' })).json().phone_number).toBe('');
    });

    it('refuses an invalid number with a message that shows how to type one', async () => {
      const response = await patch('client', client.id, { phone_number: '555-1234' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ phone_number: [PHONE_NUMBER_MESSAGES.invalid] });
    });

    it('refuses text reminders without a number, and takes them with one', async () => {
      await setTexts({ allowNoticeSms: false, phoneNumber: '' });
      const refused = await patch('client', client.id, { allow_notice_sms: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ phone_number: [PHONE_NUMBER_MESSAGES.requiredForTexts] });
      expect(await stored()).toEqual({ sms: false, phone: '' });

      const both = await patch('client', client.id, {
        allow_notice_sms: true,
        phone_number: '(415) 555-2671',
      });
      expect(both.statusCode).toBe(200);
      expect(await stored()).toEqual({ sms: true, phone: '+14155552671' });
    });

    it('checks the number already stored when only the tick is sent', async () => {
      await setTexts({ allowNoticeSms: false, phoneNumber: '+14155552671' });
      expect((await patch('client', client.id, { allow_notice_sms: true })).statusCode).toBe(200);
      // A number kept from before numbers were checked ("1" and 555 digits) is not enough.
      await setTexts({ allowNoticeSms: false, phoneNumber: '15551234567' });
      const legacy = await patch('client', client.id, { allow_notice_sms: true });
      expect(legacy.json()).toEqual({ phone_number: [PHONE_NUMBER_MESSAGES.invalid] });
      // Other settings still save as before.
      expect((await patch('client', client.id, { last_name: 'Kept' })).statusCode).toBe(200);
    });

    it('refuses clearing the number of someone who gets texts, unless texts go off with it', async () => {
      await setTexts({ allowNoticeSms: true, phoneNumber: '+14155552671' });
      const cleared = await patch('client', client.id, { phone_number: '' });
      expect(cleared.json()).toEqual({ phone_number: [PHONE_NUMBER_MESSAGES.requiredForTexts] });
      expect(await stored()).toEqual({ sms: true, phone: '+14155552671' });
      const off = await patch('client', client.id, { allow_notice_sms: false, phone_number: '' });
      expect(off.statusCode).toBe(200);
      expect(await stored()).toEqual({ sms: false, phone: '' });
    });
  });

  it.each([
    ['a visitor', null, () => client.id, 401],
    ['the coach, their own client', 'coach', () => client.id, 403],
    ["another company's coach", 'otherCompanyCoach', () => client.id, 404],
    ['the owner, a user of the company', 'owner', () => client.id, 403],
    ['an admin', 'admin', () => client.id, 200],
  ])('PATCH: %s -> %s', async (_who, role, id, status) => {
    expect((await patch(role, id(), { last_name: 'Changed' })).statusCode).toBe(status);
  });
});

describe("the coach's first-run tour", () => {
  it('is not done for a new coach, is set through PATCH by the coach only, and stays done', async () => {
    const { owner, company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id, { tourCompleted: false });
    const colleague = await buildCoach(t.db, company.id, { tourCompleted: false });
    const coachAuth = await authHeader(t.app, coach.email);
    const ownerAuth = await authHeader(t.app, owner.email);
    const colleagueAuth = await authHeader(t.app, colleague.email);
    const request = (method: 'GET' | 'PATCH', authorization: string, payload?: object) =>
      t.app.inject({ method, url: `/api/user/${coach.id}/`, payload, headers: { authorization } });

    expect((await request('GET', coachAuth)).json().tour_completed).toBe(false);
    // Their company's owner sees the account but may not change it; a colleague may not see it.
    expect((await request('PATCH', ownerAuth, { tour_completed: true })).statusCode).toBe(403);
    expect((await request('PATCH', colleagueAuth, { tour_completed: true })).statusCode).toBe(404);
    expect((await request('GET', coachAuth)).json().tour_completed).toBe(false);

    const done = await request('PATCH', coachAuth, { tour_completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().tour_completed).toBe(true);
    expect((await request('GET', coachAuth)).json().tour_completed).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row!.tourCompleted).toBe(false);
  });

  it('refuses a value that is not a boolean', async () => {
    const coach = await buildCoach(t.db, null, { tourCompleted: false });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${coach.id}/`,
      payload: { tour_completed: 'yes' },
      headers: { authorization: await authHeader(t.app, coach.email) },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['tour_completed']);
  });
});

describe('POST user/impersonate/', () => {
  let owner: { id: number; email: string };
  let coach: { id: number; email: string; companyId: number | null };
  let client: { id: number; email: string };
  let outsider: { id: number; email: string };
  let admin: { id: number; email: string };
  const auth: Record<string, string> = {};

  beforeAll(async () => {
    const built = await buildOwner(t.db);
    owner = built.owner;
    coach = await buildCoach(t.db, built.company.id);
    client = (await buildClient(t.db, coach)).user;
    const other = await buildOwner(t.db);
    outsider = (await buildClient(t.db, other.owner)).user;
    admin = await buildUser(t.db, { isStaff: true });
    for (const [role, user] of Object.entries({ owner, coach, client, admin }))
      auth[role] = await authHeader(t.app, user.email);
  });

  const impersonate = (authorization: string | undefined, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email },
      headers: authorization ? { authorization } : {},
    });

  it('opens a session flagged as impersonating for an admin', async () => {
    const response = await impersonate(auth.admin, client.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { token, id } = response.json();
    expect(id).toBe(client.id);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${id}/`,
      headers: { authorization: `Token ${token}` },
    });
    expect(me.json()).toMatchObject({ id: client.id, impersonating: true });
    const again = await impersonate(`Token ${token}`, coach.email);
    expect(again.statusCode).toBe(403);
  });

  it('lets an owner act as a user of their own company only', async () => {
    expect((await impersonate(auth.owner, client.email)).statusCode).toBe(200);
    expect((await impersonate(auth.owner, outsider.email)).statusCode).toBe(404);
  });

  it.each([
    ['a visitor', undefined, 401],
    ['a coach who owns nothing', 'coach', 403],
    ['a client', 'client', 403],
  ])('refuses %s', async (_who, role, status) => {
    expect((await impersonate(role ? auth[role] : undefined, client.email)).statusCode).toBe(status);
  });

  it('never impersonates staff, and says when the e-mail is unknown or invalid', async () => {
    const otherAdmin = await buildUser(t.db, { isStaff: true });
    expect((await impersonate(auth.admin, otherAdmin.email)).statusCode).toBe(403);
    expect((await impersonate(auth.admin, 'nobody@example.test')).statusCode).toBe(404);
    const invalid = await impersonate(auth.admin, 'nope');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(['email']);
  });

  it("records every start and stop in the audit table, ids only, under the user's company", async () => {
    const { user } = await buildClient(t.db, coach);
    const events = () =>
      t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id)).orderBy(auditEvents.id);
    const { token } = (await impersonate(auth.owner, user.email)).json();
    const [started] = await events();
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(started).toMatchObject({
      action: 'impersonation_started',
      actorUserId: owner.id,
      subjectUserId: user.id,
      companyId: coach.companyId,
      detail: { session_id: session!.id },
    });
    // Stopping is logging the impersonation session out; an ordinary logout records nothing.
    const logout = (authorization: string) =>
      t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization } });
    expect((await logout(`Token ${token}`)).statusCode).toBe(204);
    expect((await logout(await authHeader(t.app, user.email))).statusCode).toBe(204);
    const after = await events();
    expect(after.map((event) => event.action)).toEqual(['impersonation_started', 'impersonation_stopped']);
    expect(after[1]).toMatchObject({
      actorUserId: owner.id,
      companyId: coach.companyId,
      detail: { session_id: session!.id },
    });
  });

  it('records nothing when the impersonation is refused', async () => {
    const before = await t.db.select().from(auditEvents);
    await impersonate(auth.coach, client.email);
    await impersonate(auth.owner, outsider.email);
    expect(await t.db.select().from(auditEvents)).toHaveLength(before.length);
  });

  it('still lets staff look at a deactivated client', async () => {
    const { user } = await buildClient(t.db, coach, { deactivated: new Date() });
    const { token } = (await impersonate(auth.admin, user.email)).json();
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/`,
      headers: { authorization: `Token ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
