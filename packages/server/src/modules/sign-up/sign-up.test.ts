import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  localMoment,
  MESSAGES,
  offeringSchema,
  PHONE_NUMBER_MESSAGES,
  userSchema,
} from '@tandem/shared';
import {
  clientAreasOfFocus,
  clientCourses,
  clientInvitations,
  clientProfiles,
  outboxEmails,
  sessions,
  users,
} from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildCourse, buildHabitProgram, buildPulseSurvey, ownedBy } from '../../test/factories/catalog';
import { buildInvitation, buildSubDomain } from '../../test/factories/invitations';
import { buildArea, buildExercise } from '../../test/factories/habits';
import { SIGN_UP_LIMIT_PER_IP } from './sign-up.service';

let t: TestApp;
let company: { id: number; name: string };
let coach: { id: number; email: string; companyId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  company = (await buildOwner(t.db)).company;
  coach = await buildCoach(t.db, company.id);
});
afterAll(() => t.close());

let ipSequence = 0;
/** Each request from its own address, so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `10.0.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

const offering = (query: string) => t.app.inject({ method: 'GET', url: `/api/client/offering/?${query}` });
const signUp = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/client/offering/', payload, remoteAddress });

/** Waits until this many other sessions of the test database are blocked on a lock. */
async function waitForLockWaiters(count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (result.rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} sessions waiting on a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let emailSequence = 0;
/** A complete, valid wizard payload with a fresh e-mail. */
/** Signing up through an invitation, with the address it was sent to. */
const invited = (invitation: { token: string; email: string }) => ({
  invitation: invitation.token,
  email: invitation.email,
  email_confirmation: invitation.email,
});

function payload(target: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const email = `signup${++emailSequence}@new.test`;
  return {
    first_name: 'Jane',
    last_name: 'Doe',
    email,
    email_confirmation: email,
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    timezone: 'America/New_York',
    work_week: [4, 0, 2],
    generate_exercises_at: '07:30',
    generate_pulse_on: [1, 3],
    generate_pulse_at: '19:00',
    raffle_opt_in: false,
    reward: 'quote',
    allow_notice_sms: true,
    // As the web sends it: the US number prefixed with 1 (stored as E.164).
    phone_number: '14155552671',
    areas: [],
    ...target,
    ...overrides,
  };
}

describe('the first day', () => {
  it("gives a client who signs up once the day's exercises are due those exercises at once", async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), { assignAll: true, dailyExercises: 2 });
    const area = await buildArea(t.db, program.id);
    for (let i = 0; i < 3; i++) await buildExercise(t.db, area.id);
    const due = await buildInvitation(t.db, coach, { habitProgramId: program.id, allowDailyExercises: true });
    const early = await buildInvitation(t.db, coach, {
      habitProgramId: program.id,
      allowDailyExercises: true,
    });
    const every = [0, 1, 2, 3, 4, 5, 6];
    // Due since midnight, in any zone: the first screen has its exercises (issue 45).
    const now = await signUp(
      payload(invited(due), { timezone: 'UTC', work_week: every, generate_exercises_at: '00:00' }),
    );
    expect(now.statusCode).toBe(201);
    const taskCount = async (userId: number) =>
      (
        await t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM tasks WHERE user_id = ${userId} AND source = 'scheduled'`,
        )
      ).rows[0]!.n;
    expect(await taskCount(now.json<{ id: number }>().id)).toBe(2);
    // Not due yet (23:59 is still to come today, in a zone where it is not 23:59 now): nothing
    // until the minute job's time.
    const zone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find(
      (name) => localMoment(new Date(), name).minutes < 23 * 60 + 59,
    )!;
    const later = await signUp(
      payload(invited(early), { timezone: zone, work_week: every, generate_exercises_at: '23:59' }),
    );
    expect(later.statusCode).toBe(201);
    expect(await taskCount(later.json<{ id: number }>().id)).toBe(0);
  });
});

describe('GET client/offering/?invitation=', () => {
  it("prefills the invitee's names and e-mail, with the invitation's program and home", async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), {
      name: 'Calm',
      assignAll: false,
      maxNumberOfAllowedGroups: 2,
    });
    const invitation = await buildInvitation(t.db, coach, {
      habitProgramId: program.id,
      allowDailyExercises: true,
      home: 'daily_exercises',
    });
    const response = await offering(`invitation=${invitation.token}`);
    expect(response.statusCode).toBe(200);
    expect(offeringSchema.parse(response.json())).toEqual({
      id: null,
      title: null,
      program: { id: program.id, name: 'Calm', assign_all: false, max_number_of_allowed_groups: 2 },
      areas: [],
      price: null,
      price_in_dollars: null,
      stripe_key: null,
      home: 'daily_exercises',
      first_name: invitation.firstName,
      last_name: invitation.lastName,
      email: invitation.email,
      // The inviting company, whose brand the page wears whatever its address (issue 45).
      company: { name: company.name, branding: null },
    });
    const other = (await buildOwner(t.db)).company;
    await buildSubDomain(t.db, other.id, { subDomain: 'calm-co', headerColor: '#004d40' });
    const theirs = await buildInvitation(t.db, await buildCoach(t.db, other.id));
    const branded = offeringSchema.parse((await offering(`invitation=${theirs.token}`)).json());
    expect(branded.company).toEqual({
      name: other.name,
      branding: {
        sub_domain: 'calm-co',
        logo: null,
        logo_height: 50,
        header_color: '#004d40',
        background_image: null,
        allow_onboarding: false,
      },
    });
  });

  it('has no program when the invitation names none', async () => {
    const invitation = await buildInvitation(t.db, coach);
    expect(
      offeringSchema.parse((await offering(`invitation=${invitation.token}`)).json()).program,
    ).toBeNull();
  });

  it('answers 404 for an unknown or consumed invitation, and without a target', async () => {
    const consumed = await buildInvitation(t.db, coach, { consumedAt: new Date() });
    const unknown = await offering('invitation=not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CLIENT_MESSAGES.invitationInactive });
    expect((await offering(`invitation=${consumed.token}`)).statusCode).toBe(404);
    expect((await offering('')).statusCode).toBe(404);
    expect((await offering('id=3')).statusCode).toBe(404);
  });
});

describe('POST client/offering/ validation', () => {
  it.each([
    ['first_name', { first_name: ' ' }, 'This field may not be blank.'],
    ['last_name', { last_name: '' }, 'This field may not be blank.'],
    ['email', { email: 'nope', email_confirmation: 'nope' }, 'Enter a valid email address.'],
    [
      'email_confirmation',
      { email_confirmation: 'other@new.test' },
      CLIENT_MESSAGES.emailConfirmationMismatch,
    ],
    ['password', { password: 'short', password_confirmation: 'short' }, 'Use at least 8 characters.'],
    [
      'password_confirmation',
      { password_confirmation: 'something else' },
      CLIENT_MESSAGES.passwordConfirmationMismatch,
    ],
    ['timezone', { timezone: 'Mars/Olympus' }, 'Select a valid time zone.'],
    ['work_week', { work_week: [] }, CLIENT_MESSAGES.selectWorkWeek],
    ['generate_exercises_at', { generate_exercises_at: '25:00' }, 'Enter a valid time (HH:MM).'],
    [
      'phone_number',
      { allow_notice_sms: true, phone_number: '' },
      'Enter a phone number for text reminders.',
    ],
    ['phone_number', { allow_notice_sms: true, phone_number: '15551234567' }, PHONE_NUMBER_MESSAGES.invalid],
    ['phone_number', { allow_notice_sms: false, phone_number: 'call me' }, PHONE_NUMBER_MESSAGES.invalid],
    ['first_name', { first_name: undefined }, MESSAGES.required],
  ])('%s: %j', async (field, overrides, message) => {
    const invitation = await buildInvitation(t.db, coach);
    const response = await signUp(payload(invited(invitation), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    const [still] = await t.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, invitation.id));
    expect(still!.consumedAt).toBeNull();
  });

  it('gives every field its message at once', async () => {
    const response = await signUp({
      invitation: 'x',
      email: 'a@b.test',
      email_confirmation: 'c@b.test',
      work_week: [],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'password',
        'password_confirmation',
        'timezone',
        'work_week',
      ]),
    );
  });

  it('refuses an e-mail already in use, whatever its case, and keeps the invitation', async () => {
    const taken = await buildUser(t.db);
    const invitation = await buildInvitation(t.db, coach, { email: taken.email });
    const email = taken.email.toUpperCase();
    const response = await signUp(payload(invited(invitation), { email, email_confirmation: email }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [MESSAGES.emailInUse] });
    expect((await offering(`invitation=${invitation.token}`)).statusCode).toBe(200);
  });

  it('needs an invitation, a plan or a sub-domain; a plan without its promo answers 404', async () => {
    const none = await signUp(payload({}));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('non_field_errors');
    const plan = await signUp(payload({ offering: 4 }));
    expect(plan.statusCode).toBe(404);
    expect(plan.json()).toEqual({ detail: CLIENT_MESSAGES.planInactive });
  });

  it(`allows ${SIGN_UP_LIMIT_PER_IP} attempts per IP in the window, then 429`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < SIGN_UP_LIMIT_PER_IP; i++) expect((await signUp({}, ip)).statusCode).toBe(400);
    const refused = await signUp({}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses are not affected.
    expect((await signUp({})).statusCode).toBe(400);
  });
});

describe('POST client/offering/ from an invitation', () => {
  it("creates the client with the invitation's settings, consumes it and logs them in", async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const survey = await buildPulseSurvey(t.db, ownedBy(coach));
    const publicCourse = await buildCourse(t.db, ownedBy(coach), { public: true });
    await buildCourse(t.db, ownedBy(coach), { public: false });
    const otherCoach = await buildCoach(t.db, company.id);
    await buildCourse(t.db, ownedBy(otherCoach), { public: true });
    const invitation = await buildInvitation(t.db, coach, {
      habitProgramId: program.id,
      pulseSurveyId: survey.id,
      home: 'self_reflect',
      allowDailyExercises: true,
      allowSelfReflect: true,
      allowJournal: false,
      allowMessaging: false,
      email: 'janet@new.test',
    });
    const body = payload(
      { invitation: invitation.token },
      { first_name: 'Janet', email: 'Janet@New.Test', email_confirmation: 'janet@new.test' },
    );

    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    const { token, id } = response.json() as { token: string; id: number };

    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: 'janet@new.test',
      firstName: 'Janet',
      lastName: 'Doe',
      companyId: company.id,
      onboarded: true,
      timezone: 'America/New_York',
      workWeek: [0, 2, 4],
      generateExercisesAt: '07:30:00',
      generatePulseOn: [1, 3],
      generatePulseAt: '19:00:00',
      raffleOptIn: false,
      reward: 'quote',
      allowNoticeSms: true,
      phoneNumber: '+14155552671',
    });
    expect(user!.lastLogin).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, 'a long enough password')).toBe(true);

    const [profile] = await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile).toMatchObject({
      coachId: coach.id,
      home: 'self_reflect',
      theme: program.id,
      assignedPulseSurvey: survey.id,
      deactivated: null,
      allowDailyExercises: true,
      allowSelfReflect: true,
      allowGoals: true,
      allowJournal: false,
      allowMessaging: false,
    });
    const courses = await t.db.select().from(clientCourses).where(eq(clientCourses.clientId, id));
    expect(courses.map((c) => c.courseId)).toEqual([publicCourse.id]);

    const [consumed] = await t.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, invitation.id));
    expect(consumed!.consumedAt).toBeInstanceOf(Date);
    expect(consumed!.consumedByUserId).toBe(id);

    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash.equals(hashToken(token))).toBe(true);

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${id}/`,
      headers: { authorization: `Token ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const shown = userSchema.parse(me.json());
    expect(shown.profile!.home).toBe('self_reflect');
    expect(shown.features.home).toBe('self_reflect');
    expect(shown.has_coach_license).toBe(false);

    // The link is spent.
    expect((await offering(`invitation=${invitation.token}`)).statusCode).toBe(404);
  });

  it('follows the link of a mailed invitation from the upload to a logged-in client', async () => {
    const header = await authHeader(t.app, coach.email);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/clients/client_upload/',
      headers: { authorization: header },
      payload: {
        clients: [{ first_name: 'Mailed', last_name: 'Invitee', email: 'mailed@new.test' }],
        habit_program: null,
        profile: {
          home: 'goals',
          assigned_pulse_survey: null,
          allow_daily_exercises: false,
          allow_self_reflect: false,
          allow_goals: true,
          allow_progress: true,
          allow_courses: true,
          allow_journal: true,
          allow_assessments: true,
          allow_messaging: true,
        },
      },
    });
    expect(uploaded.statusCode).toBe(201);
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`'mailed@new.test' = ANY(${outboxEmails.to})`);
    const token = new RegExp(`${t.config.publicUrl}/invitation/([A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;
    const shown = offeringSchema.parse((await offering(`invitation=${token}`)).json());
    expect(shown).toMatchObject({
      first_name: 'Mailed',
      last_name: 'Invitee',
      email: 'mailed@new.test',
      home: 'goals',
    });
    const signedUp = await signUp(
      payload({ invitation: token }, { email: shown.email, email_confirmation: shown.email }),
    );
    expect(signedUp.statusCode).toBe(201);
    const clients = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/client-invitations/',
      headers: { authorization: header },
    });
    expect(clients.json().results.map((i: { email: string }) => i.email)).not.toContain('mailed@new.test');
  });

  it('gives exactly the specified courses', async () => {
    const [a, b] = [await buildCourse(t.db, ownedBy(coach)), await buildCourse(t.db, ownedBy(coach))];
    await buildCourse(t.db, ownedBy(coach), { public: true });
    const invitation = await buildInvitation(t.db, coach, {
      defaultCourses: false,
      courseIds: [a!.id, b!.id],
    });
    const response = await signUp(payload(invited(invitation)));
    expect(response.statusCode).toBe(201);
    const courses = await t.db
      .select()
      .from(clientCourses)
      .where(eq(clientCourses.clientId, response.json().id));
    expect(courses.map((c) => c.courseId).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('lets an invitation be used once', async () => {
    const invitation = await buildInvitation(t.db, coach);
    expect((await signUp(payload(invited(invitation)))).statusCode).toBe(201);
    const again = await signUp(payload(invited(invitation)));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: CLIENT_MESSAGES.invitationInactive });
  });

  it('lets exactly one of two simultaneous sign-ups with one token succeed', async () => {
    const invitation = await buildInvitation(t.db, coach);
    const first = payload(invited(invitation));
    const second = payload(invited(invitation));
    // Hold the invitation's row lock until both requests are waiting on it, so they truly
    // overlap: without the sign-up's own FOR UPDATE both would read it pending and succeed.
    const responses = await t.db.transaction(async (tx) => {
      await tx.select().from(clientInvitations).where(eq(clientInvitations.id, invitation.id)).for('update');
      const both = Promise.all([signUp(first), signUp(second)]);
      await waitForLockWaiters(2);
      return { both };
    });
    const statuses = (await responses.both).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 404]);
    const created = await t.db
      .select()
      .from(users)
      .where(inArray(users.email, [first.email, second.email]));
    expect(created).toHaveLength(1);
    const [consumed] = await t.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, invitation.id));
    expect(consumed!.consumedByUserId).toBe(created[0]!.id);
  });

  it('refuses a deleted invitation', async () => {
    const invitation = await buildInvitation(t.db, coach);
    await t.db.delete(clientInvitations).where(eq(clientInvitations.id, invitation.id));
    expect((await signUp(payload(invited(invitation)))).statusCode).toBe(404);
  });

  it("does not let an existing client's address sign up again", async () => {
    const { user } = await buildClient(t.db, coach);
    const invitation = await buildInvitation(t.db, coach, { email: user.email });
    const response = await signUp(
      payload(invited(invitation), { email: user.email, email_confirmation: user.email }),
    );
    expect(response.json()).toEqual({ email: [MESSAGES.emailInUse] });
  });

  it('opens an account only for the address the invitation was sent to, whatever its case', async () => {
    const invitation = await buildInvitation(t.db, coach, { email: 'invited@new.test' });
    const other = 'someone-else@new.test';
    const refused = await signUp(payload(invited(invitation), { email: other, email_confirmation: other }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ email: [CLIENT_MESSAGES.invitationForAnotherEmail] });
    expect(await t.db.select().from(users).where(eq(users.email, other))).toEqual([]);
    // The invitation is still there for its invitee.
    const shouted = 'INVITED@New.Test';
    const accepted = await signUp(
      payload(invited(invitation), { email: shouted, email_confirmation: shouted }),
    );
    expect(accepted.statusCode).toBe(201);
  });
});

describe('areas of focus at sign-up', () => {
  /** A program where clients pick two of three areas, and an invitation to it. */
  async function pickTwoOfThree() {
    const program = await buildHabitProgram(t.db, ownedBy(coach), {
      assignAll: false,
      maxNumberOfAllowedGroups: 2,
    });
    const areas = [];
    for (const [ordering, name] of ['Sleep', 'Movement', 'Focus'].entries()) {
      areas.push(await buildArea(t.db, program.id, { name, ordering }));
    }
    await buildArea(t.db, program.id, { name: 'Gone', deleted: true });
    const invitation = await buildInvitation(t.db, coach, { habitProgramId: program.id });
    return { program, areas, invitation };
  }

  it("offers the program's areas to pick from, in the coach's order, without deleted ones", async () => {
    const { areas, invitation } = await pickTwoOfThree();
    const body = offeringSchema.parse((await offering(`invitation=${invitation.token}`)).json());
    expect(body.areas).toEqual(areas.map((area) => ({ id: area.id, name: area.name })));
  });

  it('records the picked areas in order', async () => {
    const { areas, invitation } = await pickTwoOfThree();
    const picked = [areas[2]!.id, areas[0]!.id];
    const response = await signUp(payload(invited(invitation), { areas: picked }));
    expect(response.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(clientAreasOfFocus)
      .where(eq(clientAreasOfFocus.userId, response.json().id));
    expect(rows.sort((a, b) => a.ordering - b.ordering).map((row) => row.areaId)).toEqual(picked);
  });

  it('refuses too few, repeated or foreign areas, and keeps the invitation', async () => {
    const { areas, invitation } = await pickTwoOfThree();
    const other = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
    const attempts = [
      { areas: [areas[0]!.id], message: CLIENT_MESSAGES.pickAllAreas },
      { areas: [areas[0]!.id, areas[0]!.id], message: CLIENT_MESSAGES.pickAllAreas },
      { areas: [areas[0]!.id, other.id], message: HABIT_MESSAGES.areaNotInProgram },
    ];
    for (const attempt of attempts) {
      const response = await signUp(payload(invited(invitation), { areas: attempt.areas }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ areas: [attempt.message] });
    }
    expect((await offering(`invitation=${invitation.token}`)).statusCode).toBe(200);
  });
});

describe('sign-up on a sub-domain', () => {
  it("offers the sub-domain owner's first program and signs clients up with them", async () => {
    const { owner, company: own } = await buildOwner(t.db);
    const siteCoach = await buildCoach(t.db, own.id);
    const deleted = await buildHabitProgram(t.db, ownedBy(siteCoach), { deleted: true });
    const survey = await buildPulseSurvey(t.db, ownedBy(siteCoach));
    const program = await buildHabitProgram(t.db, ownedBy(siteCoach), { pulseSurveyId: survey.id });
    await buildHabitProgram(t.db, ownedBy(siteCoach));
    const publicCourse = await buildCourse(t.db, ownedBy(siteCoach), { public: true });
    const site = await buildSubDomain(t.db, own.id, { ownerId: siteCoach.id, allowOnboarding: true });
    expect(deleted.id).toBeLessThan(program.id);

    const shown = await offering(`sub_domain=${site.subDomain.toUpperCase()}`);
    expect(shown.statusCode).toBe(200);
    expect(offeringSchema.parse(shown.json())).toMatchObject({
      id: null,
      program: { id: program.id },
      home: 'daily_exercises',
      first_name: '',
      email: '',
    });

    const response = await signUp(payload({ sub_domain: site.subDomain }));
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    const [profile] = await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id));
    expect(profile).toMatchObject({
      coachId: siteCoach.id,
      theme: program.id,
      assignedPulseSurvey: survey.id,
      home: 'daily_exercises',
      allowDailyExercises: true,
      allowSelfReflect: true,
    });
    expect(profile!.coachId).not.toBe(owner.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user!.companyId).toBe(own.id);
    const courses = await t.db.select().from(clientCourses).where(eq(clientCourses.clientId, id));
    expect(courses.map((c) => c.courseId)).toEqual([publicCourse.id]);
  });

  it('falls back to the company owner, and to goals when they have no program', async () => {
    const { owner, company: own } = await buildOwner(t.db);
    const site = await buildSubDomain(t.db, own.id, { allowOnboarding: true });
    const shown = offeringSchema.parse((await offering(`sub_domain=${site.subDomain}`)).json());
    expect(shown).toMatchObject({ program: null, home: 'goals' });
    const response = await signUp(payload({ sub_domain: site.subDomain }));
    expect(response.statusCode).toBe(201);
    const [profile] = await t.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, response.json().id));
    expect(profile).toMatchObject({
      coachId: owner.id,
      theme: null,
      home: 'goals',
      allowDailyExercises: false,
      allowSelfReflect: false,
    });
  });

  it('refuses a sub-domain that does not allow onboarding, or does not exist', async () => {
    const { company: own } = await buildOwner(t.db);
    const closed = await buildSubDomain(t.db, own.id, { allowOnboarding: false });
    expect((await offering(`sub_domain=${closed.subDomain}`)).statusCode).toBe(404);
    const refused = await signUp(payload({ sub_domain: closed.subDomain }));
    expect(refused.statusCode).toBe(404);
    expect((await offering('sub_domain=no-such-site')).statusCode).toBe(404);
    expect((await signUp(payload({ sub_domain: 'no-such-site' }))).statusCode).toBe(404);
  });
});
