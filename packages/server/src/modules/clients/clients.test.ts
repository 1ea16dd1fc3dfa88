import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { CLIENT_MESSAGES, clientSummarySchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, TEST_PASSWORD } from '../../test/factories';
import { buildHabitProgram, buildPulseSurvey, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildCohort } from '../../test/factories/cohorts';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let outsider: Person;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  outsider = (await buildOwner(t.db)).owner;
  const { user: someClient } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ owner, coach, colleague, outsider, client: someClient }))
    auth[role] = await authHeader(t.app, user.email);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'PATCH' | 'DELETE', url: string, role: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: role ? { authorization: auth[role]! } : {} });

describe('GET coaches/clients/ (the dashboard)', () => {
  // A coach of their own, so the other tests' clients never enter these lists.
  const named: Record<string, number> = {};
  let pairId: number;
  const day = (d: number) => new Date(Date.UTC(2024, 4, d, 12));

  beforeAll(async () => {
    const dash = await buildCoach(t.db, coach.companyId);
    auth.dash = await authHeader(t.app, dash.email);
    const program = await buildHabitProgram(t.db, ownedBy(dash), { name: 'Resilience' });
    const survey = await buildPulseSurvey(t.db, ownedBy(dash), { name: 'Daily pulse' });
    const people: [string, string, string, Date | null, Date | null][] = [
      ['Nina', 'Never', 'nina@example.test', null, null],
      ['Casey', 'Morgan', 'casey.morgan@example.test', day(3), null],
      ['Jordan', 'Casey', 'jordan@example.test', day(3), null],
      ['Sam', 'Lee', 'sam_lee@example.test', day(1), null],
      ['Samx', 'Lee', 'samxlee@example.test', day(2), null],
      ['Percy', 'Ten%', 'percy@example.test', day(5), null],
      ['Nora', 'Never', 'nora@example.test', null, null],
      ['Dee', 'Activated', 'dee@example.test', day(9), new Date()],
    ];
    for (const [firstName, lastName, email, lastLogin, deactivated] of people) {
      const { user } = await buildClient(
        t.db,
        dash,
        { deactivated, theme: program.id, assignedPulseSurvey: survey.id },
        { firstName, lastName, email, lastLogin },
      );
      named[firstName] = user.id;
    }
    pairId = (await buildCohort(t.db, dash.id, 'Pair', [named.Sam!, named.Dee!])).id;
  });

  const list = async (query = '') => {
    const response = await request('GET', `coaches/clients/${query}`, 'dash');
    expect(response.statusCode).toBe(200);
    return paginatedSchema(clientSummarySchema.strict()).parse(response.json());
  };
  const firstNames = (page: { results: { first_name: string }[] }) => page.results.map((c) => c.first_name);

  it('shows active clients by last login, never-logged-in last, ties by id', async () => {
    const page = await list('?limit=20');
    expect(firstNames(page)).toEqual(['Percy', 'Casey', 'Jordan', 'Samx', 'Sam', 'Nina', 'Nora']);
    expect(page.count).toBe(7);
  });

  it('moves a client who logs in to the top (the profile keeps a copy of last_login, migration 0021)', async () => {
    await t.db
      .update(users)
      .set({ lastLogin: day(20) })
      .where(eq(users.id, named.Nina!));
    try {
      expect(firstNames(await list('?limit=3'))).toEqual(['Nina', 'Percy', 'Casey']);
      expect(firstNames(await list('?filter=all&limit=2'))).toEqual(['Nina', 'Dee']);
    } finally {
      await t.db.update(users).set({ lastLogin: null }).where(eq(users.id, named.Nina!));
    }
    expect(firstNames(await list('?limit=20')).at(-2)).toBe('Nina');
  });

  it('presents each client with program and survey names and zero seven-day totals', async () => {
    const [percy] = (await list('?search=percy')).results;
    expect(percy).toMatchObject({
      id: named.Percy,
      email: 'percy@example.test',
      last_login: day(5).toISOString(),
      habit_program: { name: 'Resilience' },
      pulse_survey: { name: 'Daily pulse' },
      seven_day_totals: { momentum: 0, pulse: 0 },
      client_profile: { deactivated: null, home: 'daily_exercises' },
    });
  });

  it.each([
    ['deactivated', ['Dee']],
    ['all', ['Dee', 'Percy', 'Casey', 'Jordan', 'Samx', 'Sam', 'Nina', 'Nora']],
    ['active', ['Percy', 'Casey', 'Jordan', 'Samx', 'Sam', 'Nina', 'Nora']],
  ])('filters %s clients', async (filter, expected) => {
    const page = await list(`?filter=${filter}&limit=20`);
    expect(firstNames(page)).toEqual(expected);
    expect(page.count).toBe(expected.length);
  });

  it('orders by last login ascending or by name when asked, still never-logged-in last', async () => {
    expect(firstNames(await list('?ordering=last_login&limit=20'))).toEqual([
      'Sam',
      'Samx',
      'Casey',
      'Jordan',
      'Percy',
      'Nina',
      'Nora',
    ]);
    expect(firstNames(await list('?ordering=-first_name&limit=3'))).toEqual(['Samx', 'Sam', 'Percy']);
  });

  it.each([
    ['casey', ['Casey', 'Jordan']],
    ['CASEY MOR', ['Casey']],
    ['  casey   mor ', ['Casey']],
    ['Jordan Casey', ['Jordan']],
    ['lee', ['Samx', 'Sam']],
    ['Casey.Morgan@EXAMPLE', ['Casey']],
    ['sam_lee', ['Sam']],
    ['%', ['Percy']],
    ['n%v', []],
    ['\\', []],
    ['nobody', []],
  ])('searches %j in names and e-mail, case-insensitive, wildcards literal', async (search, expected) => {
    const page = await list(`?search=${encodeURIComponent(search)}&limit=20`);
    expect(firstNames(page)).toEqual(expected);
    expect(page.count).toBe(expected.length);
  });

  it.each(['-last_login', 'first_name', '-last_name'])(
    'pages a search in %s order, each page with the total of every match, past the end too',
    async (ordering) => {
      const search = `?search=e&filter=all&ordering=${ordering}`;
      const all = firstNames(await list(`${search}&limit=20`));
      expect(all.length).toBeGreaterThan(4);
      for (const offset of [0, 2, 4]) {
        const page = await list(`${search}&limit=2&offset=${offset}`);
        expect(firstNames(page), `offset ${offset}`).toEqual(all.slice(offset, offset + 2));
        expect(page.count, `offset ${offset}`).toBe(all.length);
      }
      const past = await list(`${search}&limit=2&offset=40`);
      expect(past.results).toEqual([]);
      expect(past.count).toBe(all.length);
    },
  );

  it('pages 4 at a time with page numbers', async () => {
    const first = await list('?page=1');
    expect(firstNames(first)).toEqual(['Percy', 'Casey', 'Jordan', 'Samx']);
    expect(first.count).toBe(7);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/[?&]page=2$/);
    const second = await list('?page=2');
    expect(firstNames(second)).toEqual(['Sam', 'Nina', 'Nora']);
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/[?&]page=1$/);
    expect((await list('?page=3')).results).toEqual([]);
  });

  it('gives the total on a page past the end too, which has no row to carry the kept counts', async () => {
    for (const [query, total] of [
      ['?limit=4&offset=40', 7],
      ['?filter=all&limit=4&offset=40', 8],
      ['?filter=deactivated&limit=4&offset=40', 1],
    ] as const) {
      const page = await list(query);
      expect(page.results, query).toEqual([]);
      expect(page.count, query).toBe(total);
    }
  });

  it('pages with limit and offset, keeping the filter and search in the links', async () => {
    const page = await list('?filter=all&limit=3&offset=3');
    expect(firstNames(page)).toEqual(['Jordan', 'Samx', 'Sam']);
    expect(page.count).toBe(8);
    expect(page.next).toContain('filter=all');
    // The dashboard's order pages on by keyset: next carries a cursor beside its offset.
    expect(page.next).toMatch(/limit=3&offset=6&cursor=[\w-]+$/);
    expect(page.previous).toMatch(/limit=3&offset=0$/);
    const last = await list('?filter=all&limit=3&offset=6');
    expect(firstNames(last)).toEqual(['Nina', 'Nora']);
    expect(last.next).toBeNull();
  });

  it("restricts to a cohort's members, and to nobody for another coach's cohort", async () => {
    expect(firstNames(await list(`?cohort=${pairId}&filter=all`))).toEqual(['Dee', 'Sam']);
    const foreign = await buildCohort(t.db, coach.id, 'Not yours', [named.Sam!]);
    expect((await list(`?cohort=${foreign.id}&filter=all`)).count).toBe(0);
  });

  it("never lists another coach's clients, even a colleague's in the same company", async () => {
    for (const role of ['coach', 'colleague', 'owner']) {
      const response = await request('GET', 'coaches/clients/?filter=all&limit=100', role);
      const ids = response.json().results.map((c: { id: number }) => c.id);
      expect(ids).not.toContain(named.Percy);
      expect(ids).not.toContain(named.Dee);
    }
  });

  it('refuses a client (403) and a visitor (401)', async () => {
    expect((await request('GET', 'coaches/clients/', 'client')).statusCode).toBe(403);
    expect((await request('GET', 'coaches/clients/', null)).statusCode).toBe(401);
  });

  it('rejects an unknown filter', async () => {
    const response = await request('GET', 'coaches/clients/?filter=sleeping', 'dash');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['filter']);
  });
});

describe("GET coaches/clients/?client_profile__assigned_pulse_survey= (a survey's clients)", () => {
  let survey: { id: number };

  beforeAll(async () => {
    const surveyCoach = await buildCoach(t.db, coach.companyId);
    auth.surveyCoach = await authHeader(t.app, surveyCoach.email);
    survey = await buildPulseSurvey(t.db, ownedBy(surveyCoach), { name: 'Assigned' });
    const other = await buildPulseSurvey(t.db, ownedBy(surveyCoach));
    const people: [string, number | null, Date | null][] = [
      ['Onit', survey.id, null],
      ['Alsoon', survey.id, null],
      ['Gone', survey.id, new Date()],
      ['Elsewhere', other.id, null],
      ['Without', null, null],
    ];
    for (const [firstName, assignedPulseSurvey, deactivated] of people) {
      await buildClient(t.db, surveyCoach, { assignedPulseSurvey, deactivated }, { firstName });
    }
    // Another coach's client on the same survey never shows.
    await buildClient(t.db, coach, { assignedPulseSurvey: survey.id }, { firstName: 'Foreign' });
  });

  const names = async (query: string) => {
    const response = await request(
      'GET',
      `coaches/clients/?limit=20&ordering=first_name&${query}`,
      'surveyCoach',
    );
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(clientSummarySchema).parse(response.json());
    expect(page.count).toBe(page.results.length);
    return page.results.map((c) => c.first_name);
  };

  it('keeps the clients with the survey assigned, within the filter', async () => {
    expect(await names(`client_profile__assigned_pulse_survey=${survey.id}`)).toEqual(['Alsoon', 'Onit']);
    expect(await names(`client_profile__assigned_pulse_survey=${survey.id}&filter=all`)).toEqual([
      'Alsoon',
      'Gone',
      'Onit',
    ]);
    expect(await names(`client_profile__assigned_pulse_survey=${survey.id}&search=onit`)).toEqual(['Onit']);
    expect(await names('')).toEqual(['Alsoon', 'Elsewhere', 'Onit', 'Without']);
  });

  it('rejects a malformed survey id', async () => {
    const response = await request(
      'GET',
      'coaches/clients/?client_profile__assigned_pulse_survey=abc',
      'surveyCoach',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['client_profile__assigned_pulse_survey']);
  });
});

describe('coaches/clients/{id}/ and coaches/client-profiles/{profileId}/', () => {
  let client: { user: { id: number; email: string }; profile: { id: number } };
  let program: { id: number };
  let survey: { id: number };

  beforeAll(async () => {
    program = await buildHabitProgram(t.db, ownedBy(coach));
    survey = await buildPulseSurvey(t.db, ownedBy(coach));
    client = await buildClient(t.db, coach, { theme: program.id, assignedPulseSurvey: survey.id });
  });

  const patchProfile = (payload: object, role = 'coach', profileId = client.profile.id) =>
    request('PATCH', `coaches/client-profiles/${profileId}/`, role, payload);

  it("shows the coach their client's summary by user id", async () => {
    const response = await request('GET', `coaches/clients/${client.user.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(clientSummarySchema.strict().parse(response.json())).toMatchObject({
      id: client.user.id,
      client_profile: { id: client.profile.id, theme: program.id, assigned_pulse_survey: survey.id },
    });
  });

  it.each([
    ['a colleague in the same company', 'colleague', 404],
    ["the company's owner", 'owner', 404],
    ["another company's coach", 'outsider', 404],
    ['a client', 'client', 403],
    ['a visitor', null, 401],
  ])('refuses %s everything (%s)', async (_who, role, status) => {
    const attempts = [
      await request('GET', `coaches/clients/${client.user.id}/`, role),
      await request('PATCH', `coaches/clients/${client.user.id}/`, role, { first_name: 'Hacked' }),
      await patchProfile({ allow_goals: false }, role as string),
      await request('DELETE', `coaches/client-profiles/${client.profile.id}/`, role),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([status, status, status, status]);
    if (status === 404) expect(attempts[0]!.json()).toEqual({ detail: MESSAGES.notFound });
    const after = await request('GET', `coaches/clients/${client.user.id}/`, 'coach');
    expect(after.json()).toMatchObject({ first_name: expect.not.stringMatching('Hacked') });
    expect(after.json().client_profile).toMatchObject({ allow_goals: true, deactivated: null });
  });

  it('answers 404 for a user who is not a client at all', async () => {
    expect((await request('GET', `coaches/clients/${coach.id}/`, 'coach')).statusCode).toBe(404);
    expect((await patchProfile({ allow_goals: true }, 'coach', 999_999)).statusCode).toBe(404);
  });

  it("changes the client's names and e-mail (lower-cased)", async () => {
    const response = await request('PATCH', `coaches/clients/${client.user.id}/`, 'coach', {
      first_name: ' Casey ',
      last_name: 'Moreau',
      email: ' Casey.Moreau@Example.TEST ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Casey',
      last_name: 'Moreau',
      email: 'casey.moreau@example.test',
    });
    client.user.email = 'casey.moreau@example.test';
  });

  it('refuses an e-mail already in use, and blank names', async () => {
    const taken = await request('PATCH', `coaches/clients/${client.user.id}/`, 'coach', {
      email: colleague.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [MESSAGES.emailInUse] });
    const blank = await request('PATCH', `coaches/clients/${client.user.id}/`, 'coach', { last_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['last_name']);
  });

  it('saves features and assignments, including a company-managed program', async () => {
    const managed = await buildHabitProgram(t.db, managedBy(coach.companyId!));
    const response = await patchProfile({ theme: managed.id, home: 'goals', allow_messaging: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().client_profile).toMatchObject({
      theme: managed.id,
      home: 'goals',
      allow_messaging: false,
    });
    expect(response.json().habit_program).toEqual({ id: managed.id, name: managed.name });
  });

  it.each([
    [{ theme: null }, { theme: [CLIENT_MESSAGES.mustSelectHabitProgram] }],
    [{ assigned_pulse_survey: null }, { assigned_pulse_survey: [CLIENT_MESSAGES.mustSelectPulseSurvey] }],
    [{ allow_goals: false }, { home: [CLIENT_MESSAGES.homeMustBeEnabled] }],
    [
      { theme: null, assigned_pulse_survey: null, allow_goals: false },
      {
        theme: [CLIENT_MESSAGES.mustSelectHabitProgram],
        assigned_pulse_survey: [CLIENT_MESSAGES.mustSelectPulseSurvey],
        home: [CLIENT_MESSAGES.homeMustBeEnabled],
      },
    ],
  ])('checks the merged settings: %j -> %j', async (payload, errors) => {
    // The profile now has home 'goals' with goals allowed, a program and a survey.
    const response = await patchProfile(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('allows no program or survey once those features are off', async () => {
    const response = await patchProfile({
      allow_daily_exercises: false,
      allow_self_reflect: false,
      theme: null,
      assigned_pulse_survey: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ habit_program: null, pulse_survey: null });
    // And turning daily exercises back on without a program is refused again.
    const again = await patchProfile({ allow_daily_exercises: true });
    expect(again.json()).toEqual({ theme: [CLIENT_MESSAGES.mustSelectHabitProgram] });
  });

  it("refuses a colleague's program or survey, and an unknown one, on its field", async () => {
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    const theirSurvey = await buildPulseSurvey(t.db, ownedBy(colleague));
    const response = await patchProfile({ theme: theirs.id, assigned_pulse_survey: theirSurvey.id });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['assigned_pulse_survey', 'theme']);
    expect((await patchProfile({ theme: 999_999 })).json()).toEqual({
      theme: ['Invalid pk "999999" - object does not exist.'],
    });
    const deleted = await buildHabitProgram(t.db, ownedBy(coach), { deleted: true });
    expect((await patchProfile({ theme: deleted.id })).statusCode).toBe(400);
  });

  it('deactivates: ends sessions, refuses login, leaves the active list; reactivation restores login', async () => {
    const clientAuth = await authHeader(t.app, client.user.email);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/${client.user.id}/`,
        headers: { authorization: clientAuth },
      });
    expect((await me()).statusCode).toBe(200);

    const deleted = await request('DELETE', `coaches/client-profiles/${client.profile.id}/`, 'coach');
    expect(deleted.statusCode).toBe(204);
    const open = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, client.user.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username: client.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_deactivated' });

    const ids = async (filter: string) =>
      (await request('GET', `coaches/clients/?filter=${filter}&limit=100`, 'coach'))
        .json()
        .results.map((c: { id: number }) => c.id);
    expect(await ids('active')).not.toContain(client.user.id);
    expect(await ids('deactivated')).toContain(client.user.id);
    const detail = await request('GET', `coaches/clients/${client.user.id}/`, 'coach');
    expect(detail.json().client_profile.deactivated).toEqual(expect.any(String));

    // Reactivation alone is not held to the feature rules the profile may break.
    const reactivated = await patchProfile({ deactivated: null });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().client_profile.deactivated).toBeNull();
    expect(await ids('active')).toContain(client.user.id);
    expect(await authHeader(t.app, client.user.email)).toMatch(/^Token /);
    // The sessions ended by deactivation stay ended.
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps the first deactivation date when deactivated twice', async () => {
    const first = new Date('2024-01-02T03:04:05Z');
    const other = await buildClient(t.db, coach, { deactivated: first });
    expect(
      (await request('DELETE', `coaches/client-profiles/${other.profile.id}/`, 'coach')).statusCode,
    ).toBe(204);
    const detail = await request('GET', `coaches/clients/${other.user.id}/`, 'coach');
    expect(detail.json().client_profile.deactivated).toBe(first.toISOString());
  });
});
