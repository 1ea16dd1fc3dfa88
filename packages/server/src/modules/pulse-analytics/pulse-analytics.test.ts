import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientPulseInfoSchema,
  coachReflectionEntrySchema,
  countWords,
  kpiChartListSchema,
  MESSAGES,
  paginatedSchema,
  progressInfoSchema,
  sevenDayReflectionsSchema,
  wordCloudSchema,
} from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { ownedBy } from '../../test/factories/catalog';
import { localDay } from '../../test/factories/daily-exercises';
import { buildHabit, buildTask } from '../../test/factories/habits';
import {
  buildKpi,
  buildKpiResult,
  buildAnsweredReflection,
  buildSurveyWithDimensions,
} from '../../test/factories/pulse';

/*
 * One client, Ana (UTC), with hand-built reflections (day offsets from her local today):
 *   d0   answered  mood 4,7  energy 2  hidden 2  loose 7   "Sunny walk with friends. Sunny mood!"
 *   d-1  answered  mood 4,4  energy 5                      "Calm evening, friends called"
 *   d-2  answered  mood 1,–  energy 7                      PRIVATE "Zanzibarish secrets troubling me"
 *   d-3  open      mood 7                                  "unansweredword"
 *   d-9  answered  calm 4 (her second survey)              "Quiet lake, calm"
 *   d-30 answered  mood 7,7                                "ancientword" (outside 30 days)
 */

let t: TestApp;
const auth: Record<string, string> = {};
const call = apiCaller(() => t, auth);
const day = (offset: number) => localDay('UTC', offset);
const SECRET = 'zanzibarish';

let ana: { id: number };
let theirsId: number;
/** Ana's reflection of today, as inserted. */
let anaToday: { createdAt: Date; completedAt: Date | null };
let dims: { mood: number; energy: number; hidden: number; calm: number };
let kpis: { steps: number; sleep: number; empty: number };
const texts: Record<string, string> = {
  d0: 'Sunny walk with friends. Sunny mood!',
  d1: 'Calm evening, friends called',
  d2: 'Zanzibarish secrets troubling me',
  d3: 'unansweredword',
  d9: 'Quiet lake, calm',
  d30: 'ancientword',
};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const anaClient = await buildClient(t.db, coach, {}, { firstName: 'Ana', lastName: 'Lyst' });
  ana = anaClient.user;
  const bob = (await buildClient(t.db, coach)).user;
  const closed = await buildClient(t.db, coach, { allowProgress: false, allowSelfReflect: false });
  const reflectOnly = await buildClient(t.db, coach, { allowProgress: false, allowSelfReflect: true });
  const theirs = await buildClient(t.db, colleague);
  theirsId = theirs.user.id;
  for (const [role, user] of Object.entries({
    coach,
    colleague,
    ana,
    bob,
    closed: closed.user,
    reflectOnly: reflectOnly.user,
    theirs: theirs.user,
  }))
    auth[role] = await authHeader(t.app, (user as { email: string }).email);

  const first = await buildSurveyWithDimensions(
    t.db,
    ownedBy(coach),
    [
      { name: 'Mood', color: '#111111', statements: 2 },
      { name: 'Energy', color: '#222222', statements: 1 },
      { name: 'Hidden', graph: false, statements: 1 },
    ],
    { loose: 1 },
  );
  const second = await buildSurveyWithDimensions(t.db, ownedBy(coach), [
    { name: 'Calm', color: '#333333', statements: 1 },
  ]);
  // A survey Ana never answered: its dimensions never show.
  await buildSurveyWithDimensions(t.db, ownedBy(coach), [{ name: 'Unused' }]);
  const [mood, energy, hidden] = first.dimensions;
  const [m1, m2] = mood!.questions;
  const [e1] = energy!.questions;
  const [h1] = hidden!.questions;
  const [l1] = first.loose;
  const [c1] = second.dimensions[0]!.questions;
  dims = { mood: mood!.id, energy: energy!.id, hidden: hidden!.id, calm: second.dimensions[0]!.id };

  const s1 = first.survey.id;
  const r0 = await buildAnsweredReflection(t.db, ana.id, {
    surveyId: s1,
    day: day(0),
    answers: [
      [m1!, 4],
      [m2!, 7],
      [e1!, 2],
      [h1!, 2],
      [l1!, 7],
    ],
    reflection: texts.d0,
  });
  anaToday = r0;
  await buildAnsweredReflection(t.db, ana.id, {
    surveyId: s1,
    day: day(-1),
    answers: [
      [m1!, 4],
      [m2!, 4],
      [e1!, 5],
    ],
    reflection: texts.d1,
  });
  const r2 = await buildAnsweredReflection(t.db, ana.id, {
    surveyId: s1,
    day: day(-2),
    answers: [
      [m1!, 1],
      [m2!, null],
      [e1!, 7],
    ],
    reflection: texts.d2,
    private: true,
  });
  const r3 = await buildAnsweredReflection(t.db, ana.id, {
    surveyId: s1,
    day: day(-3),
    answers: [[m1!, 7]],
    reflection: texts.d3,
    completed: false,
  });
  await buildAnsweredReflection(t.db, ana.id, {
    surveyId: second.survey.id,
    day: day(-9),
    answers: [[c1!, 4]],
    reflection: texts.d9,
  });
  const r30 = await buildAnsweredReflection(t.db, ana.id, {
    surveyId: s1,
    day: day(-30),
    answers: [
      [m1!, 7],
      [m2!, 7],
    ],
    reflection: texts.d30,
  });

  const steps = await buildKpi(t.db, ana.id, { name: 'Steps' });
  const sleep = await buildKpi(t.db, ana.id, { name: 'Sleep' });
  const empty = await buildKpi(t.db, ana.id, { name: 'Empty' });
  kpis = { steps: steps.id, sleep: sleep.id, empty: empty.id };
  await buildKpiResult(t.db, steps.id, r0.id, 9000);
  await buildKpiResult(t.db, steps.id, r2.id, 4000);
  await buildKpiResult(t.db, steps.id, r3.id, 100);
  await buildKpiResult(t.db, steps.id, r30.id, 1);
  await buildKpiResult(t.db, sleep.id, r30.id, 8);
  await buildKpi(t.db, bob.id, { name: 'Bob only' });

  const habit = await buildHabit(t.db, ana.id);
  const task = (offset: number, completed: boolean) =>
    buildTask(t.db, ana.id, {
      habitId: habit.id,
      templateId: null,
      dueOn: day(offset),
      completedAt: completed ? new Date() : null,
    });
  await task(0, true);
  await task(-5, false);
  await task(-40, true);
});
afterAll(() => t.close());

const fraction = (score: number) => (score - 1) / 6;

describe("the client's own analytics", () => {
  it('GET clients/surveys/info/ gives completion and the dimension graphs of the window', async () => {
    const response = await call('GET', 'clients/surveys/info/?since=30', 'ana');
    expect(response.statusCode).toBe(200);
    const info = progressInfoSchema.strict().parse(response.json());
    expect(info.since).toBe(30);
    expect(info.exercises).toEqual({ completed: 1, due: 2 });
    expect(info.reflections).toEqual({ completed: 4, due: 5 });
    // Graph dimensions of both surveys she answered, by survey then dimension; no "Hidden".
    expect(info.dimensions.map((d) => [d.id, d.name, d.color])).toEqual([
      [dims.mood, 'Mood', '#111111'],
      [dims.energy, 'Energy', '#222222'],
      [dims.calm, 'Calm', '#333333'],
    ]);
    const [mood, energy, calm] = info.dimensions;
    // d0 mood answers 4 and 7: mean 5.5, (5.5 − 1) / 6 × 100 = 75; d-2's unanswered statement is left out.
    expect(mood!.points).toEqual([
      { date: day(-2), value: 0 },
      { date: day(-1), value: 50 },
      { date: day(0), value: 75 },
    ]);
    expect(mood!.average).toBeCloseTo(fraction((1 + 4 + 5.5) / 3), 10);
    expect(energy!.points).toEqual([
      { date: day(-2), value: 100 },
      { date: day(-1), value: 66.7 },
      { date: day(0), value: 16.7 },
    ]);
    expect(energy!.average).toBeCloseTo(fraction((7 + 5 + 2) / 3), 10);
    // Only answered nine days ago: a point, but nothing in the last seven days.
    expect(calm).toMatchObject({ points: [{ date: day(-9), value: 50 }], average: null });
  });

  it('widens and narrows with since: 30 days ago is out of 30, in 90; 9 days ago is in 10', async () => {
    const wide = progressInfoSchema.parse(
      (await call('GET', 'clients/surveys/info/?since=90', 'ana')).json(),
    );
    expect(wide.reflections).toEqual({ completed: 5, due: 6 });
    expect(wide.exercises).toEqual({ completed: 2, due: 3 });
    expect(wide.dimensions[0]!.points[0]).toEqual({ date: day(-30), value: 100 });
    const narrow = progressInfoSchema.parse(
      (await call('GET', 'clients/surveys/info/?since=10', 'ana')).json(),
    );
    expect(narrow.dimensions.map((d) => d.name)).toEqual(['Mood', 'Energy', 'Calm']);
    expect(narrow.reflections).toEqual({ completed: 4, due: 5 });
  });

  it('defaults to 30 days and is empty for a client with no reflections', async () => {
    const response = await call('GET', 'clients/surveys/info/', 'bob');
    expect(progressInfoSchema.strict().parse(response.json())).toEqual({
      since: 30,
      exercises: { completed: 0, due: 0 },
      reflections: { completed: 0, due: 0 },
      dimensions: [],
    });
  });

  it("GET clients/surveys/word_cloud/ counts the client's answered reflections, private ones too", async () => {
    const response = await call('GET', 'clients/surveys/word_cloud/?since=30', 'ana');
    expect(response.statusCode).toBe(200);
    expect(wordCloudSchema.strict().parse(response.json()).word_counts).toEqual(
      countWords([texts.d0!, texts.d1!, texts.d2!, texts.d9!]),
    );
    expect(response.body).toContain(SECRET);
    expect(response.body).not.toContain('unansweredword');
    expect(response.body).not.toContain('ancientword');
    const year = await call('GET', 'clients/surveys/word_cloud/?since=365', 'ana');
    expect(year.json().word_counts).toContainEqual({ word: 'ancientword', count: 1 });
  });

  it('GET clients/kpis/chart_info/ charts every KPI of the client: window points, latest answered value', async () => {
    const response = await call('GET', 'clients/kpis/chart_info/?since=30', 'ana');
    expect(response.statusCode).toBe(200);
    expect(kpiChartListSchema.parse(response.json())).toEqual([
      {
        id: kpis.steps,
        name: 'Steps',
        latest: 9000,
        points: [
          { date: day(-2), value: 4000 },
          { date: day(0), value: 9000 },
        ],
      },
      { id: kpis.sleep, name: 'Sleep', latest: 8, points: [] },
      { id: kpis.empty, name: 'Empty', latest: null, points: [] },
    ]);
    const wide = kpiChartListSchema.parse(
      (await call('GET', 'clients/kpis/chart_info/?since=90', 'ana')).json(),
    );
    expect(wide[1]!.points).toEqual([{ date: day(-30), value: 8 }]);
    const bob = kpiChartListSchema.parse((await call('GET', 'clients/kpis/chart_info/', 'bob')).json());
    expect(bob.map((k) => k.name)).toEqual(['Bob only']);
  });

  const ownUrls = ['clients/surveys/info/', 'clients/surveys/word_cloud/', 'clients/kpis/chart_info/'];

  it('is open to a client allowed self reflection only', async () => {
    for (const url of ownUrls) expect((await call('GET', url, 'reflectOnly')).statusCode).toBe(200);
  });

  it.each([
    ['a client allowed neither progress nor self reflection', 'closed', 403],
    ['a coach (no client profile)', 'coach', 403],
    ['a visitor', null, 401],
  ])('refuses %s (%s)', async (_who, role, status) => {
    for (const url of ownUrls) expect((await call('GET', url, role)).statusCode).toBe(status);
  });

  it.each(['7', '0', 'abc', '-30'])('rejects since=%s', async (since) => {
    for (const url of ownUrls) {
      const response = await call('GET', `${url}?since=${since}`, 'ana');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['since']);
    }
  });
});

describe("the coach's analytics of a client", () => {
  it('GET coaches/clients/{id}/info/ gives completion by day and the dimension graphs', async () => {
    const response = await call('GET', `coaches/clients/${ana.id}/info/?since=30`, 'coach');
    expect(response.statusCode).toBe(200);
    const info = clientPulseInfoSchema.strict().parse(response.json());
    expect(info.reflections).toEqual({ completed: 4, due: 5 });
    expect(info.completion).toEqual([
      { date: day(-9), value: 1 },
      { date: day(-3), value: 0 },
      { date: day(-2), value: 1 },
      { date: day(-1), value: 1 },
      { date: day(0), value: 1 },
    ]);
    // The private reflection's ratings still count for the coach.
    expect(info.dimensions.map((d) => d.name)).toEqual(['Mood', 'Energy', 'Calm']);
    expect(info.dimensions[0]!.points[0]).toEqual({ date: day(-2), value: 0 });
    const ten = clientPulseInfoSchema.parse(
      (await call('GET', `coaches/clients/${ana.id}/info/?since=10`, 'coach')).json(),
    );
    expect(ten.completion[0]).toEqual({ date: day(-9), value: 1 });
  });

  it('GET coaches/clients/{id}/reflections/ gives seven days, oldest first, mean answer or null', async () => {
    const response = await call('GET', `coaches/clients/${ana.id}/reflections/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(sevenDayReflectionsSchema.parse(response.json())).toEqual([
      { date: day(-6), score: null },
      { date: day(-5), score: null },
      { date: day(-4), score: null },
      // Open, so not counted.
      { date: day(-3), score: null },
      // 1 and 7 (the unanswered statement left out).
      { date: day(-2), score: 4 },
      { date: day(-1), score: 4.33 },
      { date: day(0), score: 4.4 },
    ]);
  });

  it("counts the seven days in the client's own time zone", async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const coach = await buildCoach(t.db, null);
      const { user } = await buildClient(t.db, coach, {}, { timezone: zone });
      const survey = await buildSurveyWithDimensions(t.db, ownedBy(coach), [{ statements: 1 }]);
      const [q] = survey.dimensions[0]!.questions;
      await buildAnsweredReflection(t.db, user.id, {
        surveyId: survey.survey.id,
        day: localDay(zone, 0),
        answers: [[q!, 6]],
      });
      auth.zoned = await authHeader(t.app, coach.email);
      const week = (await call('GET', `coaches/clients/${user.id}/reflections/`, 'zoned')).json();
      expect(week.map((d: { date: string }) => d.date)).toEqual(
        [-6, -5, -4, -3, -2, -1, 0].map((o) => localDay(zone, o)),
      );
      expect(week[6].score).toBe(6);
    }
  });

  it('GET coaches/kpis/chart_info/?client= gives the client’s KPI charts', async () => {
    const response = await call('GET', `coaches/kpis/chart_info/?client=${ana.id}&since=30`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(kpiChartListSchema.parse(response.json()).map((k) => [k.name, k.latest, k.points.length])).toEqual(
      [
        ['Steps', 9000, 2],
        ['Sleep', 8, 0],
        ['Empty', null, 0],
      ],
    );
  });

  describe('GET coaches/client-pulse-surveys/word_cloud/', () => {
    const cloud = async (query: string) => {
      const response = await call(
        'GET',
        `coaches/client-pulse-surveys/word_cloud/?user=${ana.id}${query}`,
        'coach',
      );
      expect(response.statusCode).toBe(200);
      expect(response.body.toLowerCase()).not.toContain(SECRET);
      return wordCloudSchema.strict().parse(response.json()).word_counts;
    };

    it('counts only non-private answered reflections of the window', async () => {
      expect(await cloud('&since=30')).toEqual(countWords([texts.d0!, texts.d1!, texts.d9!]));
      expect(await cloud('')).toEqual(countWords([texts.d0!, texts.d1!, texts.d9!]));
    });

    it('keeps reflections whose mean answer is at most (below) or at least `where`', async () => {
      // Means: d0 4.4, d-1 4.33, d-9 4 (d-2 is private).
      expect(await cloud('&where=4&below=true')).toEqual(countWords([texts.d9!]));
      expect(await cloud('&where=4')).toEqual(countWords([texts.d9!]));
      expect(await cloud('&where=4&below=false')).toEqual(countWords([texts.d0!, texts.d1!, texts.d9!]));
      expect(await cloud('&where=5&below=false')).toEqual([]);
      expect(await cloud('&where=1&below=true')).toEqual([]);
    });

    it.each([
      ['where=8', 'where'],
      ['where=0', 'where'],
      ['below=maybe', 'below'],
      ['since=12', 'since'],
    ])('rejects %s', async (query, field) => {
      const response = await call(
        'GET',
        `coaches/client-pulse-surveys/word_cloud/?user=${ana.id}&${query}`,
        'coach',
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    });
  });

  describe('GET coaches/client-pulse-surveys/', () => {
    const page = paginatedSchema(coachReflectionEntrySchema.strict());
    const list = async (query: string) => {
      const response = await call('GET', `coaches/client-pulse-surveys/?user=${ana.id}${query}`, 'coach');
      expect(response.statusCode).toBe(200);
      expect(response.body.toLowerCase()).not.toContain(SECRET);
      return page.parse(response.json());
    };

    it('lists answered reflections newest first, 4 a page, private text withheld', async () => {
      const first = await list('&limit=4');
      expect(first.count).toBe(5);
      expect(first.results.map((r) => r.day)).toEqual([day(0), day(-1), day(-2), day(-9)]);
      expect(first.next).toMatch(/limit=4&offset=4$/);
      const [today, , secret] = first.results;
      expect(today).toMatchObject({
        full_name: 'Ana Lyst',
        open_ended_question: 'How was today?',
        reflection: texts.d0,
        private: false,
        created: anaToday.createdAt.toISOString(),
        completed_at: anaToday.completedAt!.toISOString(),
      });
      expect(today!.answers.map((a) => a.answer)).toEqual([4, 7, 2, 2, 7]);
      expect(today!.answers[0]!.question_text).toMatch(/^Asked \d+$/);
      expect(secret).toMatchObject({ private: true, reflection: null });
      expect(secret!.answers.map((a) => a.answer)).toEqual([1, null, 7]);
      const second = await list('&limit=4&offset=4');
      expect(second.results.map((r) => [r.day, r.reflection])).toEqual([[day(-30), texts.d30]]);
    });

    it('searches non-private text only, case-insensitively', async () => {
      expect((await list('&search=FRIENDS')).results.map((r) => r.day)).toEqual([day(0), day(-1)]);
      for (const search of [SECRET, 'Zanzibar', 'troubling', 'unansweredword', '%']) {
        const found = await list(`&search=${encodeURIComponent(search)}`);
        expect(found).toMatchObject({ count: 0, results: [] });
      }
    });

    it('requires the client', async () => {
      const response = await call('GET', 'coaches/client-pulse-surveys/', 'coach');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['user']);
    });
  });

  const coachUrls = (id: number) => [
    `coaches/clients/${id}/info/`,
    `coaches/clients/${id}/reflections/`,
    `coaches/kpis/chart_info/?client=${id}`,
    `coaches/client-pulse-surveys/word_cloud/?user=${id}`,
    `coaches/client-pulse-surveys/?user=${id}`,
  ];

  it("hides another coach's client, and a user who is no client, as 404", async () => {
    for (const url of coachUrls(ana.id)) {
      const response = await call('GET', url, 'colleague');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    for (const url of [...coachUrls(theirsId), ...coachUrls(999_999)])
      expect((await call('GET', url, 'coach')).statusCode).toBe(404);
  });

  it.each([
    ['a client, even about themself', 'ana', 403],
    ['a visitor', null, 401],
  ])('refuses %s (%s)', async (_who, role, status) => {
    for (const url of coachUrls(ana.id)) expect((await call('GET', url, role)).statusCode).toBe(status);
  });

  it('rejects a missing or malformed client', async () => {
    const missing = await call('GET', 'coaches/kpis/chart_info/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['client']);
    expect((await call('GET', 'coaches/clients/abc/info/', 'coach')).statusCode).toBe(400);
    expect((await call('GET', `coaches/clients/${ana.id}/info/?since=31`, 'coach')).statusCode).toBe(400);
  });
});
