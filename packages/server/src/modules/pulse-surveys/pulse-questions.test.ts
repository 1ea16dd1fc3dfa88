import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  paginatedSchema,
  PULSE_LIMITS,
  PULSE_MESSAGES,
  pulseConstructSchema,
  pulseQuestionSchema,
} from '@tandem/shared';
import { pulseQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildPulseSurvey, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildDimension, buildQuestion, defaultSurvey } from '../../test/factories/pulse';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let companyId: number;
let defaultId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ owner, coach, colleague, client }))
    auth[role] = await authHeader(t.app, user.email);
  defaultId = (await defaultSurvey(t.db)).id;
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const questionRow = async (id: number) =>
  (await t.db.select().from(pulseQuestions).where(eq(pulseQuestions.id, id)))[0]!;
const saveNoRightsBody = { detail: PULSE_MESSAGES.saveNoRights, code: 'permission_denied' };
const invalidPkBody = (field: string, id: number) => ({
  [field]: [`Invalid pk "${id}" - object does not exist.`],
});
const ownSurvey = () => buildPulseSurvey(t.db, ownedBy(coach));
const firstOfDefault = async () =>
  (await t.db.select().from(pulseQuestions).where(eq(pulseQuestions.surveyId, defaultId)))[0]!;

describe('GET coaches/pulse-questions/', () => {
  it("lists a survey's live statements in the survey's order", async () => {
    const survey = await ownSurvey();
    const dimension = await buildDimension(t.db, survey.id);
    const first = await buildQuestion(t.db, survey.id, {
      question: 'I slept well.',
      always: true,
      construct: 'Rest',
      dimensionId: dimension.id,
    });
    await buildQuestion(t.db, survey.id, { deleted: true });
    const last = await buildQuestion(t.db, survey.id, { question: 'I ate well.' });
    await buildQuestion(t.db, (await ownSurvey()).id);

    const response = await call(
      'GET',
      `coaches/pulse-questions/?construct__pulse_survey=${survey.id}`,
      'coach',
    );
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(pulseQuestionSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      {
        id: first.id,
        question: 'I slept well.',
        always: true,
        construct: 'Rest',
        dimension: dimension.id,
        pulse_survey: survey.id,
        editable: true,
      },
      {
        id: last.id,
        question: 'I ate well.',
        always: false,
        construct: '',
        dimension: null,
        pulse_survey: survey.id,
        editable: true,
      },
    ]);
  });

  it("reads the default survey's 22 statements, not editable", async () => {
    const response = await call(
      'GET',
      `coaches/pulse-questions/?construct__pulse_survey=${defaultId}&limit=100`,
      'coach',
    );
    const page = paginatedSchema(pulseQuestionSchema.strict()).parse(response.json());
    expect(page.count).toBe(22);
    expect(page.results).toHaveLength(22);
    expect(page.results.every((q) => !q.editable && q.dimension !== null)).toBe(true);
    expect(page.results.filter((q) => q.always)).toHaveLength(2);
  });

  it("needs a survey the coach may read: 400 without one, 404 for a colleague's or deleted one, 403 to clients", async () => {
    const missing = await call('GET', 'coaches/pulse-questions/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['construct__pulse_survey']);
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    await buildQuestion(t.db, theirs.id);
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    const foreign = await buildPulseSurvey(t.db, managedBy((await buildOwner(t.db)).company.id));
    for (const id of [theirs.id, deleted.id, foreign.id]) {
      const response = await call('GET', `coaches/pulse-questions/?construct__pulse_survey=${id}`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    const asClient = await call(
      'GET',
      `coaches/pulse-questions/?construct__pulse_survey=${defaultId}`,
      'client',
    );
    expect(asClient.statusCode).toBe(403);
  });
});

describe('POST coaches/pulse-questions/', () => {
  it('adds a statement to a survey the coach owns, with a dimension of that survey', async () => {
    const survey = await ownSurvey();
    const dimension = await buildDimension(t.db, survey.id);
    const response = await call('POST', 'coaches/pulse-questions/', 'coach', {
      question: ' I felt rested. ',
      always: true,
      construct: ' Rest ',
      dimension: dimension.id,
      pulse_survey: survey.id,
    });
    expect(response.statusCode).toBe(201);
    const question = pulseQuestionSchema.strict().parse(response.json());
    expect(question).toMatchObject({
      question: 'I felt rested.',
      always: true,
      construct: 'Rest',
      dimension: dimension.id,
      pulse_survey: survey.id,
      editable: true,
    });
    expect(await questionRow(question.id)).toMatchObject({ surveyId: survey.id, deleted: false });
  });

  it('takes just the text and the survey', async () => {
    const survey = await ownSurvey();
    const response = await call('POST', 'coaches/pulse-questions/', 'coach', {
      question: 'Plain',
      pulse_survey: survey.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ always: false, construct: '', dimension: null });
  });

  it('validates the text, the construct and the survey', async () => {
    const survey = await ownSurvey();
    const cases: [object, string][] = [
      [{ question: ' ', pulse_survey: survey.id }, 'question'],
      [{ question: 'x'.repeat(PULSE_LIMITS.maxQuestionLength + 1), pulse_survey: survey.id }, 'question'],
      [
        {
          question: 'X',
          construct: 'c'.repeat(PULSE_LIMITS.maxConstructLength + 1),
          pulse_survey: survey.id,
        },
        'construct',
      ],
      [{ question: 'X' }, 'pulse_survey'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', 'coaches/pulse-questions/', 'coach', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
  });

  it('refuses a dimension of another survey, or one that does not exist, as a field error', async () => {
    const survey = await ownSurvey();
    const elsewhere = await buildDimension(t.db, (await ownSurvey()).id);
    for (const id of [elsewhere.id, 999_999]) {
      const response = await call('POST', 'coaches/pulse-questions/', 'coach', {
        question: 'X',
        dimension: id,
        pulse_survey: survey.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidPkBody('dimension', id));
    }
    const count = await t.db.select().from(pulseQuestions).where(eq(pulseQuestions.surveyId, survey.id));
    expect(count).toHaveLength(0);
  });

  it('answers a field error for a survey the coach may not see, 403 for managed and default ones', async () => {
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    for (const id of [theirs.id, deleted.id]) {
      const response = await call('POST', 'coaches/pulse-questions/', 'coach', {
        question: 'X',
        pulse_survey: id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidPkBody('pulse_survey', id));
    }
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    for (const id of [managed.id, defaultId]) {
      const response = await call('POST', 'coaches/pulse-questions/', 'coach', {
        question: 'X',
        pulse_survey: id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const ofDefault = await t.db.select().from(pulseQuestions).where(eq(pulseQuestions.surveyId, defaultId));
    expect(ofDefault).toHaveLength(22);
  });

  it('refuses clients (403)', async () => {
    const survey = await ownSurvey();
    const response = await call('POST', 'coaches/pulse-questions/', 'client', {
      question: 'X',
      pulse_survey: survey.id,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET, PUT and PATCH coaches/pulse-questions/{id}/', () => {
  it('shows a live statement of a survey the coach may read', async () => {
    const own = await buildQuestion(t.db, (await ownSurvey()).id, { question: 'Mine' });
    expect((await call('GET', `coaches/pulse-questions/${own.id}/`, 'coach')).json()).toMatchObject({
      id: own.id,
      question: 'Mine',
      editable: true,
    });
    const ofDefault = await firstOfDefault();
    const readOnly = await call('GET', `coaches/pulse-questions/${ofDefault.id}/`, 'coach');
    expect(readOnly.statusCode).toBe(200);
    expect(readOnly.json()).toMatchObject({ id: ofDefault.id, editable: false });
  });

  it('lets the owner change the text, flags, construct and dimension (within the survey)', async () => {
    const survey = await ownSurvey();
    const dimension = await buildDimension(t.db, survey.id);
    const question = await buildQuestion(t.db, survey.id, { question: 'Before', dimensionId: dimension.id });
    const other = await ownSurvey();
    const patched = await call('PATCH', `coaches/pulse-questions/${question.id}/`, 'coach', {
      always: true,
      pulse_survey: other.id,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      question: 'Before',
      always: true,
      dimension: dimension.id,
      pulse_survey: survey.id,
    });
    const put = await call('PUT', `coaches/pulse-questions/${question.id}/`, 'coach', {
      question: 'After',
      always: false,
      construct: 'Mood',
      dimension: null,
    });
    expect(put.statusCode).toBe(200);
    expect(await questionRow(question.id)).toMatchObject({
      question: 'After',
      always: false,
      construct: 'Mood',
      dimensionId: null,
      surveyId: survey.id,
    });
  });

  it('validates the change: the text on PUT, a dimension of the same survey', async () => {
    const survey = await ownSurvey();
    const question = await buildQuestion(t.db, survey.id, { question: 'Kept' });
    const textless = await call('PUT', `coaches/pulse-questions/${question.id}/`, 'coach', { always: true });
    expect(textless.statusCode).toBe(400);
    expect(Object.keys(textless.json())).toEqual(['question']);
    const elsewhere = await buildDimension(t.db, (await ownSurvey()).id);
    const wrongDimension = await call('PATCH', `coaches/pulse-questions/${question.id}/`, 'coach', {
      dimension: elsewhere.id,
    });
    expect(wrongDimension.statusCode).toBe(400);
    expect(wrongDimension.json()).toEqual(invalidPkBody('dimension', elsewhere.id));
    expect(await questionRow(question.id)).toMatchObject({
      question: 'Kept',
      always: false,
      dimensionId: null,
    });
  });

  it("refuses changes to managed and default statements (403) and colleagues' or deleted ones (404)", async () => {
    const managed = await buildQuestion(t.db, (await buildPulseSurvey(t.db, managedBy(companyId))).id, {
      question: 'Company',
    });
    const ofDefault = await firstOfDefault();
    for (const id of [managed.id, ofDefault.id]) {
      const response = await call('PATCH', `coaches/pulse-questions/${id}/`, 'coach', { question: 'Mine' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const theirs = await buildQuestion(t.db, (await buildPulseSurvey(t.db, ownedBy(colleague))).id, {
      question: 'Theirs',
    });
    const deleted = await buildQuestion(t.db, (await ownSurvey()).id, { question: 'Gone', deleted: true });
    for (const id of [theirs.id, deleted.id]) {
      for (const method of ['GET', 'PUT', 'PATCH'] as const) {
        const response = await call(method, `coaches/pulse-questions/${id}/`, 'coach', { question: 'Mine' });
        expect(response.statusCode).toBe(404);
      }
    }
    expect((await questionRow(managed.id)).question).toBe('Company');
    expect((await questionRow(ofDefault.id)).question).toBe(ofDefault.question);
    expect((await questionRow(theirs.id)).question).toBe('Theirs');
    expect((await questionRow(deleted.id)).question).toBe('Gone');
  });
});

describe('DELETE coaches/pulse-questions/{id}/', () => {
  it('soft-deletes a statement: kept for past answers, gone from the survey', async () => {
    const survey = await ownSurvey();
    const dimension = await buildDimension(t.db, survey.id);
    const question = await buildQuestion(t.db, survey.id, { dimensionId: dimension.id });
    const response = await call('DELETE', `coaches/pulse-questions/${question.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect(await questionRow(question.id)).toMatchObject({ deleted: true, dimensionId: dimension.id });
    expect((await call('GET', `coaches/pulse-questions/${question.id}/`, 'coach')).statusCode).toBe(404);
    const page = (
      await call('GET', `coaches/pulse-questions/?construct__pulse_survey=${survey.id}`, 'coach')
    ).json();
    expect(page.count).toBe(0);
    expect((await call('GET', `coaches/pulse-surveys/${survey.id}/`, 'coach')).json().questions_count).toBe(
      0,
    );
    expect((await call('DELETE', `coaches/pulse-questions/${question.id}/`, 'coach')).statusCode).toBe(404);
  });

  it("refuses managed and default statements (403), colleagues' (404) and clients (403)", async () => {
    const managed = await buildQuestion(t.db, (await buildPulseSurvey(t.db, managedBy(companyId))).id);
    const ofDefault = await firstOfDefault();
    for (const id of [managed.id, ofDefault.id]) {
      const response = await call('DELETE', `coaches/pulse-questions/${id}/`, 'coach');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const theirs = await buildQuestion(t.db, (await buildPulseSurvey(t.db, ownedBy(colleague))).id);
    expect((await call('DELETE', `coaches/pulse-questions/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    const own = await buildQuestion(t.db, (await ownSurvey()).id);
    expect((await call('DELETE', `coaches/pulse-questions/${own.id}/`, 'client')).statusCode).toBe(403);
    for (const id of [managed.id, ofDefault.id, theirs.id, own.id])
      expect((await questionRow(id)).deleted).toBe(false);
  });
});

describe('GET coaches/pulse-constructs/', () => {
  it("lists the distinct labels of a survey's live statements by name, with counts", async () => {
    const survey = await ownSurvey();
    await buildQuestion(t.db, survey.id, { construct: 'rest' });
    await buildQuestion(t.db, survey.id, { construct: 'Autonomy' });
    await buildQuestion(t.db, survey.id, { construct: 'rest' });
    await buildQuestion(t.db, survey.id, { construct: 'Gone', deleted: true });
    await buildQuestion(t.db, survey.id, { construct: '' });
    await buildQuestion(t.db, (await ownSurvey()).id, { construct: 'Elsewhere' });

    const response = await call('GET', `coaches/pulse-constructs/?pulse_survey=${survey.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(pulseConstructSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      { name: 'Autonomy', questions_count: 1 },
      { name: 'rest', questions_count: 2 },
    ]);
    const paged = (
      await call('GET', `coaches/pulse-constructs/?pulse_survey=${survey.id}&limit=1`, 'coach')
    ).json();
    expect(paged).toMatchObject({ count: 2, results: [{ name: 'Autonomy' }] });
    expect(paged.next).toMatch(/limit=1&offset=1$/);
  });

  it("reads the default survey's five constructs", async () => {
    const page = (await call('GET', `coaches/pulse-constructs/?pulse_survey=${defaultId}`, 'coach')).json();
    expect(page.results).toEqual([
      { name: 'Engagement', questions_count: 4 },
      { name: 'Positive emotion', questions_count: 5 },
      { name: 'Relationships', questions_count: 4 },
      { name: 'Stress', questions_count: 4 },
      { name: 'Vitality', questions_count: 5 },
    ]);
  });

  it("needs a survey the coach may read: 400 without one, 404 for a colleague's, 403 to clients", async () => {
    const missing = await call('GET', 'coaches/pulse-constructs/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['pulse_survey']);
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    await buildQuestion(t.db, theirs.id, { construct: 'Secret' });
    const hidden = await call('GET', `coaches/pulse-constructs/?pulse_survey=${theirs.id}`, 'coach');
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call('GET', `coaches/pulse-constructs/?pulse_survey=${defaultId}`, 'client')).statusCode,
    ).toBe(403);
  });
});
