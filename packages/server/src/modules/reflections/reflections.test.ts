import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  clientReflectionSchema,
  paginatedSchema,
  PULSE_MESSAGES,
  reflectionAnswerSchema,
  reflectionEntrySchema,
  type ClientReflection,
} from '@tandem/shared';
import { clientSurveyAnswers, clientSurveys, kpiResults, pulseSurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { ownedBy } from '../../test/factories/catalog';
import { localDay } from '../../test/factories/daily-exercises';
import {
  answerRowsOf,
  buildKpi,
  buildKpiResult,
  buildReflection,
  buildSurveyWithQuestions,
} from '../../test/factories/pulse';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
/** Two always-asked statements, five others (one deleted), two drawn a day, private by default. */
let survey: Awaited<ReturnType<typeof buildSurveyWithQuestions>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  survey = await buildSurveyWithQuestions(t.db, ownedBy(coach), {
    survey: {
      name: 'Evening check',
      openEndedQuestion: 'What stood out?',
      dailyNumQuestions: 2,
      private: true,
    },
    dimensions: ['Energy', 'Mood'],
    questions: [
      { question: 'I slept well.', always: true, dimension: 'Energy' },
      { question: 'I moved today.', dimension: 'Energy' },
      { question: 'I felt cheerful.', always: true, dimension: 'Mood' },
      { question: 'I laughed.', dimension: 'Mood' },
      { question: 'I was grateful.' },
      { question: 'Removed statement.', deleted: true },
      { question: 'I rested.', dimension: 'Energy' },
    ],
  });
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const reflection = clientReflectionSchema.strict();
const page = paginatedSchema(reflectionEntrySchema.strict());

/** A reflecting client of the coach on the shared survey, logged in as `role`. */
async function client(
  role: string,
  profile: Parameters<typeof buildClient>[2] = {},
  user: Parameters<typeof buildClient>[3] = {},
) {
  const built = (
    await buildClient(
      t.db,
      coach,
      { allowSelfReflect: true, assignedPulseSurvey: survey.survey.id, ...profile },
      user,
    )
  ).user;
  auth[role] = await authHeader(t.app, built.email);
  return built;
}

const openToday = (role: string | null) => call('POST', 'clients/surveys/', role, { daily_survey: true });

/** A complete save of a reflection: every statement rated `score`. */
const completeSave = (r: ClientReflection, score: number, extra: object = {}) => ({
  answers: r.answers.map((answer) => ({ id: answer.id, answer: score })),
  reflection: 'A calm day with a long walk.',
  private: false,
  ...extra,
});

describe('POST clients/surveys/ (today’s reflection)', () => {
  it('creates today’s reflection once, with every always-asked statement plus the daily number drawn', async () => {
    const ada = await client('ada', {}, { timezone: 'Pacific/Kiritimati' });
    const steps = await buildKpi(t.db, ada.id, { name: 'Steps' });
    await buildKpi(t.db, ada.id, { name: 'Weight', survey: false });

    const created = await openToday('ada');
    expect(created.statusCode).toBe(201);
    const first = reflection.parse(created.json());
    expect(first).toMatchObject({
      day: localDay('Pacific/Kiritimati'),
      completed_at: null,
      survey: { id: survey.survey.id, name: 'Evening check' },
      open_ended_question: 'What stood out?',
      reflection: '',
      private: true,
      kpis: [{ kpi: steps.id, name: 'Steps', result: null }],
    });
    // Two always-asked + two drawn, in the survey's order, none of them deleted.
    const [slept, moved, cheerful, laughed, grateful, removed, rested] = survey.questions;
    expect(first.answers).toHaveLength(4);
    const asked = first.answers.map((answer) => answer.question);
    expect(asked).toEqual([...asked].sort((a, b) => a - b));
    expect(asked).toEqual(expect.arrayContaining([slept!.id, cheerful!.id]));
    expect(asked).not.toContain(removed!.id);
    for (const answer of first.answers) {
      const statement = survey.questions.find((q) => q.id === answer.question)!;
      expect(answer).toEqual({
        id: answer.id,
        question: statement.id,
        question_text: statement.question,
        dimension: statement.dimensionId,
        answer: null,
      });
    }
    expect([moved, laughed, grateful, rested].map((q) => q!.id)).toEqual(
      expect.arrayContaining(asked.filter((id) => id !== slept!.id && id !== cheerful!.id)),
    );

    const again = await openToday('ada');
    expect(again.statusCode).toBe(200);
    expect(reflection.parse(again.json())).toEqual(first);
    const reloaded = await call('GET', `clients/surveys/${first.token}/`, 'ada');
    expect(reflection.parse(reloaded.json()).answers).toEqual(first.answers);
    const rows = await t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, ada.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'requested', openEndedQuestion: 'What stood out?' });
  });

  it('gives one reflection to requests racing each other', async () => {
    const bo = await client('bo');
    const responses = await Promise.all([openToday('bo'), openToday('bo'), openToday('bo')]);
    const ids = responses.map((response) => reflection.parse(response.json()).id);
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const rows = await t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, bo.id));
    expect(rows).toHaveLength(1);
    expect(await answerRowsOf(t.db, rows[0]!.id)).toHaveLength(4);
  });

  it('asks every live statement when the survey has no more than the daily number', async () => {
    const small = await buildSurveyWithQuestions(t.db, ownedBy(coach), {
      survey: { dailyNumQuestions: 5, private: false },
      questions: [{ always: true }, {}, { deleted: true }, {}],
    });
    await client('cy', { assignedPulseSurvey: small.survey.id });
    const body = reflection.parse((await openToday('cy')).json());
    const [always, one, , two] = small.questions;
    expect(body.answers.map((answer) => answer.question)).toEqual([always!.id, one!.id, two!.id]);
    expect(body.private).toBe(false);
  });

  it('returns a reflection made earlier today (by the job) even once the survey is unassigned', async () => {
    const di = await client('di', { assignedPulseSurvey: null });
    const made = await buildReflection(t.db, di, {
      surveyId: survey.survey.id,
      day: localDay('UTC'),
      questions: survey.questions.slice(0, 1),
    });
    const response = await openToday('di');
    expect(response.statusCode).toBe(200);
    expect(reflection.parse(response.json()).id).toBe(made.reflection.id);
  });

  it('answers 400 without an assigned survey, or with a deleted one', async () => {
    await client('noSurvey', { assignedPulseSurvey: null });
    const none = await openToday('noSurvey');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: PULSE_MESSAGES.noSurveyAssigned });

    const gone = await buildSurveyWithQuestions(t.db, ownedBy(coach), { questions: [{}] });
    await t.db.update(pulseSurveys).set({ deleted: true }).where(eq(pulseSurveys.id, gone.survey.id));
    const deletedSurvey = await client('deletedSurvey', { assignedPulseSurvey: gone.survey.id });
    const response = await openToday('deletedSurvey');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PULSE_MESSAGES.noSurveyAssigned });
    expect(await t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, deletedSurvey.id))).toEqual(
      [],
    );
  });

  it('refuses coaches, clients without self reflection and visitors, and a body without daily_survey', async () => {
    await client('noReflect', { allowSelfReflect: false });
    expect((await openToday('coach')).statusCode).toBe(403);
    expect((await openToday('noReflect')).statusCode).toBe(403);
    expect((await openToday(null)).statusCode).toBe(401);
    await client('eve');
    const invalid = await call('POST', 'clients/surveys/', 'eve', { daily_survey: false });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('daily_survey');
  });
});

describe('GET clients/surveys/ (history and today’s reminder)', () => {
  let fay: Awaited<ReturnType<typeof client>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    fay = await client('fay');
    const statements = survey.questions.slice(0, 2);
    const answered = (day: string, text: string, extra: object = {}) =>
      buildReflection(t.db, fay, {
        surveyId: survey.survey.id,
        day,
        questions: statements,
        answers: [5, 6],
        reflection: text,
        ...extra,
      });
    ids.older = (await answered('2026-01-10', 'Walked the DOG twice.')).reflection.id;
    ids.newer = (
      await answered('2026-01-12', 'Rainy; read a book. 100% done', { private: true })
    ).reflection.id;
    ids.middle = (await answered('2026-01-11', 'Met friends for dinner.')).reflection.id;
    ids.unanswered = (
      await buildReflection(t.db, fay, {
        surveyId: survey.survey.id,
        day: '2026-01-13',
        questions: statements,
      })
    ).reflection.id;
    const other = await client('otherFay');
    await buildReflection(t.db, other, {
      surveyId: survey.survey.id,
      day: '2026-01-12',
      questions: statements,
      answers: [1, 1],
      reflection: 'Walked the dog as well.',
    });
  });

  it('lists the client’s answered reflections newest day first, private text included', async () => {
    const response = await call('GET', 'clients/surveys/', 'fay');
    expect(response.statusCode).toBe(200);
    const list = page.parse(response.json());
    expect(list.count).toBe(3);
    expect(list.results.map((entry) => entry.id)).toEqual([ids.newer, ids.middle, ids.older]);
    expect(list.results[0]).toMatchObject({
      day: '2026-01-12',
      reflection: 'Rainy; read a book. 100% done',
      private: true,
    });
    expect(list.results[0]!.completed_at).not.toBeNull();

    const paged = page.parse((await call('GET', 'clients/surveys/?limit=1&offset=1', 'fay')).json());
    expect(paged.results.map((entry) => entry.id)).toEqual([ids.middle]);
    expect(paged.next).toContain('offset=2');
  });

  it('searches the reflection text, ignoring case and taking wildcards literally', async () => {
    const dog = page.parse((await call('GET', 'clients/surveys/?search=dog', 'fay')).json());
    expect(dog.results.map((entry) => entry.id)).toEqual([ids.older]);
    const percent = page.parse((await call('GET', 'clients/surveys/?search=%25', 'fay')).json());
    expect(percent.results.map((entry) => entry.id)).toEqual([ids.newer]);
    const nothing = page.parse((await call('GET', 'clients/surveys/?search=holiday', 'fay')).json());
    expect(nothing).toMatchObject({ count: 0, results: [] });
  });

  it('with status=open, shows today’s reflection only while it is unanswered', async () => {
    const gus = await client('gus');
    await buildReflection(t.db, gus, {
      surveyId: survey.survey.id,
      day: localDay('UTC', -1),
      questions: survey.questions.slice(0, 1),
    });
    expect(page.parse((await call('GET', 'clients/surveys/?status=open', 'gus')).json()).count).toBe(0);

    const today = reflection.parse((await openToday('gus')).json());
    const open = page.parse((await call('GET', 'clients/surveys/?status=open&limit=1', 'gus')).json());
    expect(open.count).toBe(1);
    expect(open.results[0]).toMatchObject({ id: today.id, token: today.token, completed_at: null });

    await call('PATCH', `clients/surveys/${today.token}/`, 'gus', completeSave(today, 4));
    expect(page.parse((await call('GET', 'clients/surveys/?status=open', 'gus')).json()).count).toBe(0);
    expect(
      page.parse((await call('GET', 'clients/surveys/', 'gus')).json()).results.map((e) => e.id),
    ).toEqual([today.id]);
  });

  it('refuses coaches and clients without self reflection, and an unknown status', async () => {
    expect((await call('GET', 'clients/surveys/', 'coach')).statusCode).toBe(403);
    await client('noReflectList', { allowSelfReflect: false });
    expect((await call('GET', 'clients/surveys/', 'noReflectList')).statusCode).toBe(403);
    const invalid = await call('GET', 'clients/surveys/?status=all', 'fay');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('status');
  });
});

describe('GET clients/surveys/{token}/', () => {
  it('shows the client’s own reflection with its KPI values, and 404 for anyone else’s', async () => {
    const hal = await client('hal');
    await client('ivy');
    const sleep = await buildKpi(t.db, hal.id, { name: 'Hours slept' });
    const made = await buildReflection(t.db, hal, {
      surveyId: survey.survey.id,
      day: '2026-02-01',
      questions: survey.questions.slice(0, 2),
      answers: [3, 4],
      reflection: 'Tired.',
      private: true,
    });
    await buildKpiResult(t.db, sleep.id, made.reflection.id, 6);

    const response = await call('GET', `clients/surveys/${made.reflection.token}/`, 'hal');
    expect(response.statusCode).toBe(200);
    expect(reflection.parse(response.json())).toMatchObject({
      id: made.reflection.id,
      day: '2026-02-01',
      reflection: 'Tired.',
      private: true,
      answers: [{ answer: 3 }, { answer: 4 }],
      kpis: [{ kpi: sleep.id, name: 'Hours slept', result: 6 }],
    });
    expect((await call('GET', `clients/surveys/${made.reflection.token}/`, 'ivy')).statusCode).toBe(404);
    expect((await call('GET', 'clients/surveys/nosuchtoken/', 'hal')).statusCode).toBe(404);
    expect((await call('GET', `clients/surveys/${made.reflection.token}/`, 'coach')).statusCode).toBe(403);
  });
});

describe('PATCH clients/surveys/{token}/ (saving)', () => {
  let jo: Awaited<ReturnType<typeof client>>;
  let today: ClientReflection;
  let steps: Awaited<ReturnType<typeof buildKpi>>;
  let weight: Awaited<ReturnType<typeof buildKpi>>;
  const save = (body: object, role = 'jo', token = today.token) =>
    call('PATCH', `clients/surveys/${token}/`, role, body);

  beforeAll(async () => {
    jo = await client('jo');
    steps = await buildKpi(t.db, jo.id, { name: 'Steps' });
    weight = await buildKpi(t.db, jo.id, { name: 'Weight', survey: false });
    today = reflection.parse((await openToday('jo')).json());
  });

  const full = (score: number, extra: object = {}) =>
    completeSave(today, score, { kpi_results: [{ kpi: steps.id, result: 8000 }], ...extra });

  it('asks to fill everything when a statement, an asked KPI or the text is left out', async () => {
    const blank = await save(
      full(4, { answers: today.answers.map((a, i) => ({ id: a.id, answer: i ? 4 : null })) }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ answers: [PULSE_MESSAGES.fillEverything] });

    const missing = await save(full(4, { answers: [{ id: today.answers[0]!.id, answer: 4 }] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ non_field_errors: [PULSE_MESSAGES.fillEverything] });

    const noKpi = await save(full(4, { kpi_results: [{ kpi: weight.id, result: 70 }] }));
    expect(noKpi.json()).toEqual({ non_field_errors: [PULSE_MESSAGES.fillEverything] });

    const noText = await save(full(4, { reflection: '   ' }));
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ reflection: [PULSE_MESSAGES.fillEverything] });

    const [row] = await t.db.select().from(clientSurveys).where(eq(clientSurveys.id, today.id));
    expect(row!.completedAt).toBeNull();
    expect((await answerRowsOf(t.db, today.id)).every((answer) => answer.answer === null)).toBe(true);
  });

  it('refuses answers off the 1..7 scale, answers of other reflections and KPIs of other clients', async () => {
    const offScale = await save(full(8));
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json()).toHaveProperty('answers');

    const other = await client('kay');
    const theirs = reflection.parse((await openToday('kay')).json());
    const theirKpi = await buildKpi(t.db, other.id);
    const foreignAnswer = await save(
      full(4, { answers: [...full(4).answers.slice(1), { id: theirs.answers[0]!.id, answer: 4 }] }),
    );
    expect(foreignAnswer.statusCode).toBe(400);
    expect(foreignAnswer.json()).toEqual({ answers: [PULSE_MESSAGES.unknownAnswer] });

    const foreignKpi = await save(
      full(4, {
        kpi_results: [
          { kpi: steps.id, result: 1 },
          { kpi: theirKpi.id, result: 1 },
        ],
      }),
    );
    expect(foreignKpi.json()).toEqual({
      kpi_results: [`Invalid pk "${theirKpi.id}" - object does not exist.`],
    });
    expect(await t.db.select().from(kpiResults).where(eq(kpiResults.clientSurveyId, today.id))).toEqual([]);
    expect((await answerRowsOf(t.db, theirs.id)).every((answer) => answer.answer === null)).toBe(true);
  });

  it('stores a complete save: answers, KPI values, text and privacy, and marks it completed', async () => {
    const response = await save(
      full(6, {
        kpi_results: [
          { kpi: steps.id, result: 8000 },
          { kpi: weight.id, result: 70 },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = reflection.parse(response.json());
    expect(saved.completed_at).not.toBeNull();
    expect(saved).toMatchObject({ reflection: 'A calm day with a long walk.', private: false });
    expect(saved.answers.map((answer) => answer.answer)).toEqual([6, 6, 6, 6]);
    expect(saved.kpis).toEqual([{ kpi: steps.id, name: 'Steps', result: 8000 }]);
    expect((await answerRowsOf(t.db, today.id)).map((answer) => answer.answer)).toEqual([6, 6, 6, 6]);
    const results = await t.db.select().from(kpiResults).where(eq(kpiResults.clientSurveyId, today.id));
    expect(results.map((r) => [r.kpiId, r.result]).sort()).toEqual(
      [
        [steps.id, 8000],
        [weight.id, 70],
      ].sort(),
    );

    // Saving again replaces the answers and values but keeps the first completion time.
    const again = reflection.parse(
      (await save(full(2, { private: true, kpi_results: [{ kpi: steps.id, result: 9000 }] }))).json(),
    );
    expect(again.completed_at).toBe(saved.completed_at);
    expect(again).toMatchObject({ private: true, kpis: [{ kpi: steps.id, result: 9000 }] });
    expect(again.answers.map((answer) => answer.answer)).toEqual([2, 2, 2, 2]);
  });

  it('answers 404 for another client’s reflection and 403 without self reflection', async () => {
    await client('lu');
    const response = await save(full(4), 'lu');
    expect(response.statusCode).toBe(404);
    expect((await save(full(4), 'lu', 'nosuchtoken')).statusCode).toBe(404);
    expect((await save(full(4), 'coach')).statusCode).toBe(403);
    // Jo's coach turns self reflection off: Jo's own save is refused too.
    await t.db.execute(sql`UPDATE client_profiles SET allow_self_reflect = false WHERE user_id = ${jo.id}`);
    expect((await save(full(4))).statusCode).toBe(403);
  });
});

describe('PATCH clients/survey-answers/{id}/', () => {
  it('changes one answer of the client’s own reflection; another’s is 404', async () => {
    await client('max');
    await client('ned');
    const today = reflection.parse((await openToday('max')).json());
    const answer = today.answers[1]!;
    const response = await call('PATCH', `clients/survey-answers/${answer.id}/`, 'max', { answer: 5 });
    expect(response.statusCode).toBe(200);
    expect(reflectionAnswerSchema.strict().parse(response.json())).toEqual({ ...answer, answer: 5 });
    const [row] = await t.db.select().from(clientSurveyAnswers).where(eq(clientSurveyAnswers.id, answer.id));
    expect(row!.answer).toBe(5);

    expect(
      (await call('PATCH', `clients/survey-answers/${answer.id}/`, 'ned', { answer: 1 })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', 'clients/survey-answers/999999/', 'max', { answer: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `clients/survey-answers/${answer.id}/`, 'coach', { answer: 1 })).statusCode,
    ).toBe(403);
    const offScale = await call('PATCH', `clients/survey-answers/${answer.id}/`, 'max', { answer: 0 });
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json()).toHaveProperty('answer');
    const [unchanged] = await t.db
      .select()
      .from(clientSurveyAnswers)
      .where(eq(clientSurveyAnswers.id, answer.id));
    expect(unchanged!.answer).toBe(5);
  });
});
