import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  MESSAGES,
  clientUploadResponseSchema,
  invitationSchema,
  paginatedSchema,
  type ClientUploadRequest,
} from '@tandem/shared';
import { clientInvitations, outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import {
  buildCourse,
  buildHabitProgram,
  buildPulseSurvey,
  managedBy,
  ownedBy,
} from '../../test/factories/catalog';
import { buildInvitation, buildSubDomain } from '../../test/factories/invitations';

let t: TestApp;
let company: { id: number };
let owner: { id: number; email: string; companyId: number | null };
let coach: { id: number; email: string; companyId: number | null };
let colleague: { id: number; email: string; companyId: number | null };
let stranger: { id: number; email: string; companyId: number | null };
let auth: { coach: string; colleague: string; stranger: string; owner: string; client: string };
let program: { id: number };
let survey: { id: number };
let site: string;

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildOwner(t.db, { firstName: 'Olive', lastName: 'Owner' });
  company = built.company;
  owner = built.owner;
  await buildSubDomain(t.db, company.id, { subDomain: 'brightside', headerColor: '#aa3300' });
  // Links open on the company's sub-domain, so the invitee signs up in its brand.
  site = t.config.publicUrl.replace('://localhost', '://brightside.localhost');
  coach = await buildCoach(t.db, company.id, { firstName: 'Carla', lastName: 'Coach' });
  colleague = await buildCoach(t.db, company.id);
  stranger = (await buildOwner(t.db)).owner;
  const { user: client } = await buildClient(t.db, coach);
  program = await buildHabitProgram(t.db, ownedBy(coach));
  survey = await buildPulseSurvey(t.db, ownedBy(coach));
  auth = {
    coach: await authHeader(t.app, coach.email),
    colleague: await authHeader(t.app, colleague.email),
    stranger: await authHeader(t.app, stranger.email),
    owner: await authHeader(t.app, owner.email),
    client: await authHeader(t.app, client.email),
  };
});
afterAll(() => t.close());

const profile = {
  home: 'daily_exercises',
  assigned_pulse_survey: null as number | null,
  allow_daily_exercises: true,
  allow_self_reflect: false,
  allow_goals: true,
  allow_progress: true,
  allow_courses: true,
  allow_journal: true,
  allow_assessments: true,
  allow_messaging: true,
} as const;

let rowSequence = 0;
/** A row with a fresh address, so tests do not see each other's invitations. */
const row = (overrides: Partial<{ first_name: string; last_name: string; email: string }> = {}) => {
  const n = ++rowSequence;
  return { first_name: `Ann${n}`, last_name: `Lee${n}`, email: `row${n}@invitee.test`, ...overrides };
};

const request = (rows: unknown[], overrides: Partial<Record<keyof ClientUploadRequest, unknown>> = {}) => ({
  clients: rows,
  habit_program: program.id,
  profile,
  ...overrides,
});

const upload = (payload: unknown, authorization: string | null = auth.coach) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coaches/clients/client_upload/',
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

const invitationsFor = (emails: string[]) =>
  t.db.select().from(clientInvitations).where(inArray(clientInvitations.email, emails));
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(sql`${email} = ANY(${outboxEmails.to})`)
    .orderBy(outboxEmails.id);

describe('POST coaches/clients/client_upload/', () => {
  it('reaches the invitations module and invites every row, one mail each', async () => {
    const rows = [row(), row(), row()];
    const response = await upload(
      request(rows, { profile: { ...profile, assigned_pulse_survey: survey.id } }),
    );
    expect(response.statusCode).toBe(201);
    const body = clientUploadResponseSchema.parse(response.json());
    expect(body.already_clients).toEqual([]);
    expect(body.invitations.map((i) => i.email)).toEqual(rows.map((r) => r.email));
    for (const invitation of body.invitations) {
      // 256 random bits, base64url.
      expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invitation.link).toBe(`${site}/invitation/${invitation.token}`);
      expect(invitation.habit_program).toBe(program.id);
      expect(invitation.sent_at).not.toBeNull();
    }
    expect(new Set(body.invitations.map((i) => i.token)).size).toBe(3);

    const stored = await invitationsFor(rows.map((r) => r.email));
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({
      coachId: coach.id,
      companyId: company.id,
      habitProgramId: program.id,
      pulseSurveyId: survey.id,
      home: 'daily_exercises',
      allowDailyExercises: true,
      allowSelfReflect: false,
      defaultCourses: true,
      courseIds: [],
      consumedAt: null,
    });
    for (const r of rows) expect(await mailsTo(r.email)).toHaveLength(1);
  });

  it('invites a CSV-sized batch of 200 in one request', async () => {
    const rows = Array.from({ length: 200 }, () => row());
    const response = await upload(request(rows));
    expect(response.statusCode).toBe(201);
    expect(clientUploadResponseSchema.parse(response.json()).invitations).toHaveLength(200);
    expect(await invitationsFor(rows.map((r) => r.email))).toHaveLength(200);
    const [mails] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(sql`${outboxEmails.to}[1] = ANY(${`{${rows.map((r) => r.email).join(',')}}`}::text[])`);
    expect(mails!.n).toBe(200);
  });

  it('writes the invitation mail with the link, the coach name and the company colour', async () => {
    const r = row({ first_name: 'Maya' });
    const response = await upload(request([r]));
    const [invitation] = clientUploadResponseSchema.parse(response.json()).invitations;
    const [mail] = await mailsTo(r.email);
    expect(mail!.to).toEqual([r.email]);
    expect(mail!.subject).toContain('Carla Coach');
    expect(mail!.text).toContain('Hi Maya');
    expect(mail!.text).toContain('Carla Coach');
    expect(mail!.text).toContain(`${site}/invitation/${invitation!.token}`);
    expect(mail!.html).toContain(`href="${site}/invitation/${invitation!.token}"`);
    expect(mail!.html).toContain('#aa3300');
    expect(mail!.meta).toEqual({ kind: 'client_invitation', invitationId: invitation!.id });
  });

  it('is all or nothing: one bad row in three creates and mails nothing', async () => {
    const rows = [row(), row(), row({ email: 'not-an-address' })];
    const response = await upload(request(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ clients: ['Row 3 (not-an-address): Enter a valid email address.'] });
    expect(await invitationsFor(rows.map((r) => r.email))).toEqual([]);
    expect(await mailsTo(rows[0]!.email)).toEqual([]);
    expect(await mailsTo(rows[1]!.email)).toEqual([]);
  });

  it('names the row and the e-mail of each blank name', async () => {
    const rows = [row(), row({ first_name: ' ' }), row({ last_name: '' })];
    const response = await upload(request(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      clients: [
        `Row 2 (${rows[1]!.email}): First name: This field may not be blank.`,
        `Row 3 (${rows[2]!.email}): Last name: This field may not be blank.`,
      ],
    });
    expect(await invitationsFor(rows.map((r) => r.email))).toEqual([]);
  });

  it('refuses the same e-mail twice in the list, whatever its case', async () => {
    const first = row();
    const rows = [first, row(), { ...row(), email: first.email.toUpperCase() }];
    const response = await upload(request(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ clients: [`Row 3 (${first.email}): ${CLIENT_MESSAGES.duplicateRow}`] });
    expect(await invitationsFor(rows.map((r) => r.email.toLowerCase()))).toEqual([]);
  });

  it("reports the coach's own clients (active or deactivated) instead of inviting them", async () => {
    const { user: active } = await buildClient(t.db, coach);
    const { user: deactivated } = await buildClient(t.db, coach, { deactivated: new Date() });
    const fresh = row();
    const response = await upload(
      request([row({ email: active.email.toUpperCase() }), fresh, row({ email: deactivated.email })]),
    );
    expect(response.statusCode).toBe(201);
    const body = clientUploadResponseSchema.parse(response.json());
    expect(body.already_clients).toEqual([active.email, deactivated.email]);
    expect(body.invitations.map((i) => i.email)).toEqual([fresh.email]);
    expect(await invitationsFor([active.email, deactivated.email])).toEqual([]);
    expect(await mailsTo(active.email)).toEqual([]);
  });

  it("refuses an e-mail of any other account: another coach's client, a coach", async () => {
    const { user: theirs } = await buildClient(t.db, colleague);
    const rows = [row(), row({ email: theirs.email }), row({ email: stranger.email })];
    const response = await upload(request(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      clients: [
        `Row 2 (${theirs.email}): ${CLIENT_MESSAGES.emailHasAccount}`,
        `Row 3 (${stranger.email}): ${CLIENT_MESSAGES.emailHasAccount}`,
      ],
    });
    expect(await invitationsFor([rows[0]!.email])).toEqual([]);
  });

  it('refreshes a pending invitation for the same address instead of duplicating it', async () => {
    const r = row();
    const first = clientUploadResponseSchema.parse((await upload(request([r]))).json()).invitations[0]!;
    await t.db
      .update(clientInvitations)
      .set({ sentAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(clientInvitations.id, first.id));
    const otherProgram = await buildHabitProgram(t.db, ownedBy(coach));
    const response = await upload(
      request([{ ...r, first_name: 'Renamed' }], {
        habit_program: otherProgram.id,
        profile: { ...profile, allow_messaging: false },
      }),
    );
    expect(response.statusCode).toBe(201);
    const second = clientUploadResponseSchema.parse(response.json()).invitations[0]!;
    expect(second.id).toBe(first.id);
    expect(second.token).toBe(first.token);
    expect(second.first_name).toBe('Renamed');
    const stored = await invitationsFor([r.email]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      habitProgramId: otherProgram.id,
      allowMessaging: false,
      firstName: 'Renamed',
    });
    expect(stored[0]!.sentAt!.getFullYear()).toBeGreaterThan(2020);
    expect(await mailsTo(r.email)).toHaveLength(2);
  });

  it('checks the feature rules with the onboarding wording', async () => {
    const response = await upload(
      request([row()], {
        habit_program: null,
        profile: { ...profile, allow_self_reflect: true, allow_goals: false, home: 'goals' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      habit_program: [CLIENT_MESSAGES.selectHabitProgram],
      assigned_pulse_survey: [CLIENT_MESSAGES.selectPulseSurvey],
      home: [CLIENT_MESSAGES.homeMustBeEnabled],
    });
  });

  it("refuses another coach's habit program, pulse survey and courses, and unknown ones", async () => {
    const theirProgram = await buildHabitProgram(t.db, ownedBy(colleague));
    const theirSurvey = await buildPulseSurvey(t.db, ownedBy(colleague));
    const theirCourse = await buildCourse(t.db, ownedBy(colleague));
    const myCourse = await buildCourse(t.db, ownedBy(coach));
    const rows = [row()];
    const response = await upload(
      request(rows, {
        habit_program: theirProgram.id,
        profile: { ...profile, assigned_pulse_survey: theirSurvey.id },
        default_courses: false,
        courses: [myCourse.id, theirCourse.id, 999_999],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      habit_program: [`Invalid pk "${theirProgram.id}" - object does not exist.`],
      assigned_pulse_survey: [`Invalid pk "${theirSurvey.id}" - object does not exist.`],
      courses: [
        `Invalid pk "${theirCourse.id}" - object does not exist.`,
        'Invalid pk "999999" - object does not exist.',
      ],
    });
    expect(await invitationsFor(rows.map((r) => r.email))).toEqual([]);
  });

  it("accepts the company's managed program and keeps exactly the specified courses", async () => {
    const managed = await buildHabitProgram(t.db, managedBy(company.id));
    const [a, b] = [await buildCourse(t.db, ownedBy(coach)), await buildCourse(t.db, ownedBy(coach))];
    const r = row();
    const response = await upload(
      request([r], { habit_program: managed.id, default_courses: false, courses: [b!.id, a!.id, b!.id] }),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await invitationsFor([r.email]);
    expect(stored).toMatchObject({
      habitProgramId: managed.id,
      defaultCourses: false,
      courseIds: [b!.id, a!.id],
    });
  });

  it('refuses visitors (401), clients (403) and coaches cannot be invited as themselves', async () => {
    expect((await upload(request([row()]), null)).statusCode).toBe(401);
    const asClient = await upload(request([row()]), auth.client);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    const self = await upload(request([row({ email: coach.email })]));
    expect(self.json()).toEqual({ clients: [`Row 1 (${coach.email}): ${CLIENT_MESSAGES.emailHasAccount}`] });
  });
});

describe('pending invitations', () => {
  const list = (authorization: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/coaches/client-invitations/${query}`,
      headers: authorization ? { authorization } : {},
    });
  const pageSchema = paginatedSchema(invitationSchema);

  it("lists only the coach's own pending invitations, newest first, paged", async () => {
    const lister = await buildCoach(t.db, company.id);
    const header = await authHeader(t.app, lister.email);
    const older = await buildInvitation(t.db, lister, { createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await buildInvitation(t.db, lister, { createdAt: new Date('2024-02-01T00:00:00Z') });
    await buildInvitation(t.db, lister, { consumedAt: new Date() });
    await buildInvitation(t.db, colleague);

    const page = pageSchema.parse((await list(header)).json());
    expect(page.count).toBe(2);
    expect(page.results.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(page.results[0]).toMatchObject({
      token: newer.token,
      email: newer.email,
      first_name: newer.firstName,
      link: `${site}/invitation/${newer.token}`,
    });

    const first = pageSchema.parse((await list(header, '?limit=1')).json());
    expect(first.results.map((i) => i.id)).toEqual([newer.id]);
    expect(first.next).toContain('offset=1');
    const second = pageSchema.parse((await list(header, '?limit=1&offset=1')).json());
    expect(second.results.map((i) => i.id)).toEqual([older.id]);
    expect(second.next).toBeNull();
  });

  it('is empty for a coach who invited nobody, refused to clients and visitors', async () => {
    const page = pageSchema.parse((await list(auth.stranger)).json());
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list(auth.client)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('one invitation: delete, resend, custom mail', () => {
  const remove = (token: string, authorization: string | null = auth.coach) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/coaches/client-invitations/${token}/`,
      headers: authorization ? { authorization } : {},
    });
  const resend = (token: string, authorization: string | null = auth.coach) =>
    t.app.inject({
      method: 'GET',
      url: `/api/coaches/client-invitations/${token}/resend_invitation/`,
      headers: authorization ? { authorization } : {},
    });
  const customMail = (
    token: string,
    payload: object = { subject: 'Join me', message: 'Hello there.\n\nSee you soon.' },
    authorization: string | null = auth.coach,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/coaches/client-invitations/${token}/send_custom_mail/`,
      headers: authorization ? { authorization } : {},
      payload,
    });
  const offering = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/client/offering/?invitation=${encodeURIComponent(token)}` });

  it('deletes: the link dies and the invitation leaves the list', async () => {
    const invitation = await buildInvitation(t.db, coach);
    expect((await offering(invitation.token)).statusCode).toBe(200);
    const response = await remove(invitation.token);
    expect(response.statusCode).toBe(204);
    expect(await invitationsFor([invitation.email])).toEqual([]);
    expect((await offering(invitation.token)).statusCode).toBe(404);
    expect((await remove(invitation.token)).statusCode).toBe(404);
  });

  it('resends the same link and renews sent_at', async () => {
    const invitation = await buildInvitation(t.db, coach, { sentAt: new Date('2020-01-01T00:00:00Z') });
    const response = await resend(invitation.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: CLIENT_MESSAGES.emailSent });
    const mails = await mailsTo(invitation.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/invitation/${invitation.token}`);
    expect(mails[0]!.text).toContain(`Hi ${invitation.firstName}`);
    expect(mails[0]!.text).toContain('Carla Coach');
    const [stored] = await invitationsFor([invitation.email]);
    expect(stored!.sentAt!.getFullYear()).toBeGreaterThan(2020);
  });

  it("mails the coach's own text with the sign-up link appended", async () => {
    const invitation = await buildInvitation(t.db, coach, { sentAt: new Date('2020-01-01T00:00:00Z') });
    const response = await customMail(invitation.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: CLIENT_MESSAGES.emailSent });
    const [mail] = await mailsTo(invitation.email);
    expect(mail!.subject).toBe('Join me');
    const link = `${site}/invitation/${invitation.token}`;
    expect(mail!.text.indexOf('Hello there.')).toBeGreaterThanOrEqual(0);
    expect(mail!.text.indexOf(link)).toBeGreaterThan(mail!.text.indexOf('See you soon.'));
    expect(mail!.html).toContain('#aa3300');
    expect(mail!.meta).toEqual({ kind: 'client_invitation_custom', invitationId: invitation.id });
    const [stored] = await invitationsFor([invitation.email]);
    expect(stored!.sentAt!.getFullYear()).toBeGreaterThan(2020);
  });

  it('requires a subject and a message', async () => {
    const invitation = await buildInvitation(t.db, coach);
    const response = await customMail(invitation.token, { subject: ' ', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      subject: ['This field may not be blank.'],
      message: ['This field may not be blank.'],
    });
    expect(await mailsTo(invitation.email)).toEqual([]);
  });

  it('answers 404 for a consumed invitation', async () => {
    const invitation = await buildInvitation(t.db, coach, { consumedAt: new Date() });
    expect((await resend(invitation.token)).statusCode).toBe(404);
    expect((await customMail(invitation.token)).statusCode).toBe(404);
    expect((await remove(invitation.token)).statusCode).toBe(404);
  });

  it.each([
    ['a visitor', () => null, 401],
    ['a client', () => auth.client, 403],
    ['another coach of the same company', () => auth.colleague, 404],
    ["the company's owner", () => auth.owner, 404],
    ["another company's coach", () => auth.stranger, 404],
  ])('refuses %s everything on it', async (_who, header, status) => {
    const invitation = await buildInvitation(t.db, coach);
    for (const response of [
      await remove(invitation.token, header()),
      await resend(invitation.token, header()),
      await customMail(invitation.token, undefined, header()),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain(invitation.email);
    }
    const [stored] = await t.db
      .select()
      .from(clientInvitations)
      .where(and(eq(clientInvitations.id, invitation.id), isNull(clientInvitations.consumedAt)));
    expect(stored).toBeDefined();
    expect(await mailsTo(invitation.email)).toEqual([]);
  });
});
