import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  countWords,
  cohortInfoSchema,
  cohortMemberSchema,
  cohortSchema,
  MESSAGES,
  paginatedSchema,
} from '@tandem/shared';
import { clientCohorts, clientProfiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { ownedBy } from '../../test/factories/catalog';
import { buildCohort } from '../../test/factories/cohorts';
import { localDay } from '../../test/factories/daily-exercises';
import { buildAnsweredReflection, buildSurveyWithDimensions } from '../../test/factories/pulse';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
const auth: Record<string, string> = {};
const clientIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const outsider = (await buildOwner(t.db)).owner;
  const casey = await buildClient(t.db, coach, {}, { firstName: 'Casey', lastName: 'Morgan' });
  const alex = await buildClient(t.db, coach, {}, { firstName: 'alex', lastName: 'Kim' });
  const theirs = await buildClient(t.db, colleague, {}, { firstName: 'Their', lastName: 'Client' });
  clientIds.casey = casey.user.id;
  clientIds.alex = alex.user.id;
  clientIds.theirs = theirs.user.id;
  for (const [role, user] of Object.entries({ owner, coach, colleague, outsider, client: casey.user }))
    auth[role] = await authHeader(t.app, user.email);
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

describe('coaches/cohorts/', () => {
  it('creates, lists by name with member counts, renames and deletes a cohort', async () => {
    const created = await call('POST', 'coaches/cohorts/', 'coach', { name: ' morning group ' });
    expect(created.statusCode).toBe(201);
    const cohort = cohortSchema.strict().parse(created.json());
    expect(cohort).toMatchObject({ name: 'morning group', client_count: 0 });
    const other = await buildCohort(t.db, coach.id, 'Evening group', [clientIds.casey!, clientIds.alex!]);

    const list = await call('GET', 'coaches/cohorts/', 'coach');
    const page = paginatedSchema(cohortSchema.strict()).parse(list.json());
    expect(page.results.map((c) => [c.name, c.client_count])).toEqual([
      ['Evening group', 2],
      ['morning group', 0],
    ]);

    const renamed = await call('PATCH', `coaches/cohorts/${cohort.id}/`, 'coach', { name: 'Dawn group' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: cohort.id, name: 'Dawn group' });
    expect((await call('GET', `coaches/cohorts/${cohort.id}`, 'coach')).json().name).toBe('Dawn group');

    expect((await call('DELETE', `coaches/cohorts/${other.id}/`, 'coach')).statusCode).toBe(204);
    expect((await call('GET', `coaches/cohorts/${other.id}/`, 'coach')).statusCode).toBe(404);
    // The members' memberships went with it; the clients stay.
    expect(await t.db.select().from(clientCohorts).where(eq(clientCohorts.cohortId, other.id))).toEqual([]);
    expect((await call('GET', `coaches/clients/${clientIds.casey}/`, 'coach')).statusCode).toBe(200);
    await call('DELETE', `coaches/cohorts/${cohort.id}/`, 'coach');
  });

  it('refuses a blank name', async () => {
    const response = await call('POST', 'coaches/cohorts/', 'coach', { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['name']);
  });

  it('hides a cohort from everyone but its coach, a colleague and the owner included', async () => {
    const cohort = await buildCohort(t.db, coach.id, 'Private', [clientIds.casey!]);
    for (const role of ['colleague', 'owner', 'outsider']) {
      const attempts = [
        await call('GET', `coaches/cohorts/${cohort.id}/`, role),
        await call('PATCH', `coaches/cohorts/${cohort.id}/`, role, { name: 'Mine now' }),
        await call('DELETE', `coaches/cohorts/${cohort.id}/`, role),
        await call('GET', `coaches/cohorts/${cohort.id}/info/`, role),
        await call('GET', `coaches/client-cohorts/?cohort=${cohort.id}`, role),
        await call('POST', 'coaches/client-cohorts/remove/', role, {
          client: clientIds.casey,
          cohort: cohort.id,
        }),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(attempts[0]!.json()).toEqual({ detail: MESSAGES.notFound });
      const names = (await call('GET', 'coaches/cohorts/', role))
        .json()
        .results.map((c: { name: string }) => c.name);
      expect(names).not.toContain('Private');
    }
    expect((await call('GET', `coaches/cohorts/${cohort.id}/`, 'coach')).json()).toMatchObject({
      name: 'Private',
      client_count: 1,
    });
  });

  it.each([
    ['a client', 'client', 403],
    ['a visitor', null, 401],
  ])('refuses %s (%s)', async (_who, role, status) => {
    expect((await call('GET', 'coaches/cohorts/', role)).statusCode).toBe(status);
    expect((await call('POST', 'coaches/cohorts/', role, { name: 'x' })).statusCode).toBe(status);
    expect((await call('GET', 'coaches/client-cohorts/', role)).statusCode).toBe(status);
  });

  it('gives an empty info page to a cohort without reflections', async () => {
    const cohort = await buildCohort(t.db, coach.id, 'Info', [clientIds.casey!]);
    const response = await call('GET', `coaches/cohorts/${cohort.id}/info/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(cohortInfoSchema.strict().parse(response.json())).toEqual({
      series: [],
      word_counts: [],
      reflections: [],
    });
  });
});

describe('GET coaches/cohorts/{id}/info/', () => {
  /*
   * Ana (first survey: Mood, Energy, Hidden without a graph) and Cara (second survey: another
   * "Mood", and Focus), both UTC, plus a member who moved to another coach. Days are offsets
   * from today.
   */
  const day = (offset: number) => localDay('UTC', offset);
  const SECRET = 'zanzibarish';
  const shared = {
    ana0: 'Sunny walk with friends',
    ana20: 'Old calm lake',
    cara0: 'Focused sprint with friends',
    cara1: 'Tired but fine',
  };
  let cohortId: number;
  let colors: { mood: string };
  const created: Record<string, Date> = {};

  beforeAll(async () => {
    const ana = (await buildClient(t.db, coach, {}, { firstName: 'Ana', lastName: 'Lyst' })).user;
    const cara = (await buildClient(t.db, coach, {}, { firstName: 'Cara', lastName: 'Vel' })).user;
    const mover = await buildClient(t.db, coach, {}, { firstName: 'Moved' });
    cohortId = (await buildCohort(t.db, coach.id, 'Pulse', [ana.id, cara.id, mover.user.id])).id;
    await t.db
      .update(clientProfiles)
      .set({ coachId: colleague.id })
      .where(eq(clientProfiles.id, mover.profile.id));

    const first = await buildSurveyWithDimensions(t.db, ownedBy(coach), [
      { name: 'Mood', color: '#111111', statements: 1 },
      { name: 'Energy', color: '#222222', statements: 1 },
      { name: 'Hidden', graph: false, statements: 1 },
    ]);
    const second = await buildSurveyWithDimensions(t.db, ownedBy(coach), [
      { name: 'Mood', color: '#999999', statements: 1 },
      { name: 'Focus', color: '#444444', statements: 1 },
    ]);
    colors = { mood: '#111111' };
    const [mood, energy, hidden] = first.dimensions.map((d) => d.questions[0]!);
    const [mood2, focus] = second.dimensions.map((d) => d.questions[0]!);
    const at = (minutes: number) => new Date(Date.now() - 60_000 * minutes);
    const reflect = async (
      userId: number,
      surveyId: number,
      offset: number,
      answers: [number, number][],
      reflection: string,
      options: { private?: boolean; completed?: boolean; createdAt?: Date } = {},
    ) =>
      buildAnsweredReflection(t.db, userId, { surveyId, day: day(offset), answers, reflection, ...options });

    const s1 = first.survey.id;
    const s2 = second.survey.id;
    created.ana0 = (
      await reflect(
        ana.id,
        s1,
        0,
        [
          [mood!, 4],
          [energy!, 2],
          [hidden!, 1],
        ],
        shared.ana0,
        { createdAt: at(10) },
      )
    ).createdAt;
    await reflect(ana.id, s1, -1, [[mood!, 1]], `${SECRET} secret`, { private: true });
    await reflect(ana.id, s1, -2, [[mood!, 1]], 'unansweredword', { completed: false });
    created.ana20 = (await reflect(ana.id, s1, -20, [[mood!, 7]], shared.ana20)).createdAt;
    await reflect(ana.id, s1, -40, [[mood!, 7]], 'ancientword');
    created.cara0 = (
      await reflect(
        cara.id,
        s2,
        0,
        [
          [mood2!, 7],
          [focus!, 4],
        ],
        shared.cara0,
        { createdAt: at(5) },
      )
    ).createdAt;
    created.cara1 = (await reflect(cara.id, s2, -1, [[mood2!, 4]], shared.cara1)).createdAt;
    await reflect(mover.user.id, s1, 0, [[mood!, 1]], 'moverword');
  });

  const info = async (query = '') => {
    const response = await call('GET', `coaches/cohorts/${cohortId}/info/${query}`, 'coach');
    expect(response.statusCode).toBe(200);
    for (const word of [SECRET, 'moverword', 'unansweredword', 'ancientword'])
      expect(response.body.toLowerCase()).not.toContain(word);
    return cohortInfoSchema.strict().parse(response.json());
  };

  it('draws a series per dimension name, the mean of the members’ graph values by day', async () => {
    const { series } = await info('?since=30');
    expect(series).toEqual([
      {
        name: 'Mood',
        color: colors.mood,
        points: [
          { date: day(-20), value: 100 },
          // Ana's private reflection still rates (0), Cara 4 (50).
          { date: day(-1), value: 25 },
          { date: day(0), value: 75 },
        ],
      },
      { name: 'Energy', color: '#222222', points: [{ date: day(0), value: 16.7 }] },
      { name: 'Focus', color: '#444444', points: [{ date: day(0), value: 50 }] },
    ]);
  });

  it("counts the words of the members' non-private reflections, and lists the latest of them", async () => {
    const page = await info();
    expect(page.word_counts).toEqual(countWords(Object.values(shared)));
    expect(page.reflections).toEqual([
      { full_name: 'Cara Vel', reflection: shared.cara0, created: created.cara0!.toISOString() },
      { full_name: 'Ana Lyst', reflection: shared.ana0, created: created.ana0!.toISOString() },
      { full_name: 'Cara Vel', reflection: shared.cara1, created: created.cara1!.toISOString() },
      { full_name: 'Ana Lyst', reflection: shared.ana20, created: created.ana20!.toISOString() },
    ]);
  });

  it('looks back `since` days', async () => {
    const page = await info('?since=10');
    expect(page.series[0]!.points.map((p) => p.date)).toEqual([day(-1), day(0)]);
    expect(page.reflections).toHaveLength(3);
    expect(page.word_counts).toEqual(countWords([shared.ana0, shared.cara0, shared.cara1]));
  });

  it('rejects an unknown window and refuses a client', async () => {
    const response = await call('GET', `coaches/cohorts/${cohortId}/info/?since=15`, 'coach');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['since']);
    expect((await call('GET', `coaches/cohorts/${cohortId}/info/`, 'client')).statusCode).toBe(403);
    expect((await call('GET', `coaches/cohorts/${cohortId}/info/`, 'colleague')).statusCode).toBe(404);
  });
});

describe('coaches/client-cohorts/', () => {
  it('adds clients, lists members by name, and refuses a duplicate naming the client', async () => {
    const cohort = await buildCohort(t.db, coach.id, 'Members');
    const added = await call('POST', 'coaches/client-cohorts/', 'coach', {
      client: clientIds.casey,
      cohort: cohort.id,
    });
    expect(added.statusCode).toBe(201);
    expect(cohortMemberSchema.strict().parse(added.json())).toMatchObject({
      cohort: cohort.id,
      client: { id: clientIds.casey, first_name: 'Casey', last_name: 'Morgan' },
    });
    await call('POST', 'coaches/client-cohorts/', 'coach', { client: clientIds.alex, cohort: cohort.id });

    const again = await call('POST', 'coaches/client-cohorts/', 'coach', {
      client: clientIds.casey,
      cohort: cohort.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ["Unable to add Casey Morgan because they're already part of this cohort"],
    });

    const members = await call('GET', `coaches/client-cohorts/?cohort=${cohort.id}&limit=10`, 'coach');
    const page = paginatedSchema(cohortMemberSchema.strict()).parse(members.json());
    expect(page.count).toBe(2);
    expect(page.results.map((m) => m.client.first_name)).toEqual(['alex', 'Casey']);
    expect((await call('GET', `coaches/cohorts/${cohort.id}/`, 'coach')).json().client_count).toBe(2);
  });

  it("refuses another coach's client, even a colleague's, and another coach's cohort (404)", async () => {
    const mine = await buildCohort(t.db, coach.id, 'Mine');
    const theirs = await buildCohort(t.db, colleague.id, 'Theirs');
    const foreignClient = await call('POST', 'coaches/client-cohorts/', 'coach', {
      client: clientIds.theirs,
      cohort: mine.id,
    });
    expect(foreignClient.statusCode).toBe(404);
    const foreignCohort = await call('POST', 'coaches/client-cohorts/', 'coach', {
      client: clientIds.casey,
      cohort: theirs.id,
    });
    expect(foreignCohort.statusCode).toBe(404);
    const notAClient = await call('POST', 'coaches/client-cohorts/', 'coach', {
      client: coach.id,
      cohort: mine.id,
    });
    expect(notAClient.statusCode).toBe(404);
    expect(await t.db.select().from(clientCohorts).where(eq(clientCohorts.cohortId, mine.id))).toEqual([]);
  });

  it('removes a member, and answers 404 for one who is not a member', async () => {
    const cohort = await buildCohort(t.db, coach.id, 'Removal', [clientIds.casey!]);
    const body = { client: clientIds.casey, cohort: cohort.id };
    expect((await call('POST', 'coaches/client-cohorts/remove/', 'coach', body)).statusCode).toBe(204);
    expect((await call('GET', `coaches/client-cohorts/?cohort=${cohort.id}`, 'coach')).json().count).toBe(0);
    const again = await call('POST', 'coaches/client-cohorts/remove/', 'coach', body);
    expect(again.statusCode).toBe(404);
  });

  it('drops a client who moved to another coach from the cohort lists and counts', async () => {
    const mover = await buildClient(t.db, coach, {}, { firstName: 'Moving' });
    const cohort = await buildCohort(t.db, coach.id, 'Movers', [mover.user.id, clientIds.alex!]);
    await t.db
      .update(clientProfiles)
      .set({ coachId: colleague.id })
      .where(eq(clientProfiles.id, mover.profile.id));
    const members = (await call('GET', `coaches/client-cohorts/?cohort=${cohort.id}`, 'coach')).json();
    expect(members.results.map((m: { client: { id: number } }) => m.client.id)).toEqual([clientIds.alex]);
    expect(members.count).toBe(1);
    expect((await call('GET', `coaches/cohorts/${cohort.id}/`, 'coach')).json().client_count).toBe(1);
  });

  it("lists members of all the coach's cohorts when no cohort is given, never a colleague's", async () => {
    await buildCohort(t.db, colleague.id, 'Colleague cohort', [clientIds.theirs!]);
    const all = (await call('GET', 'coaches/client-cohorts/?limit=100', 'coach')).json();
    const ids = all.results.map((m: { client: { id: number } }) => m.client.id);
    expect(ids).not.toContain(clientIds.theirs);
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThan(0);
  });
});
