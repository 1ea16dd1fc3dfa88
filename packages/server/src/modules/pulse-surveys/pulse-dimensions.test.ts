import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_GRAPH_COLOR,
  HABIT_MESSAGES,
  MESSAGES,
  paginatedSchema,
  PULSE_MESSAGES,
  pulseDimensionSchema,
} from '@tandem/shared';
import { pulseDimensions, pulseQuestions } from '../../db/schema';
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
const dimensionRow = async (id: number) =>
  (await t.db.select().from(pulseDimensions).where(eq(pulseDimensions.id, id)))[0];
const saveNoRightsBody = { detail: PULSE_MESSAGES.saveNoRights, code: 'permission_denied' };
const notFoundBody = { detail: MESSAGES.notFound };

describe('GET coaches/pulse-dimensions/', () => {
  it("lists a survey's dimensions oldest first, counting their live statements", async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const first = await buildDimension(t.db, own.id, { name: 'Zest', graphColor: '#ff0000' });
    const second = await buildDimension(t.db, own.id, { name: 'Calm', graph: false });
    await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(coach))).id);
    await buildQuestion(t.db, own.id, { dimensionId: first.id });
    await buildQuestion(t.db, own.id, { dimensionId: first.id });
    await buildQuestion(t.db, own.id, { dimensionId: first.id, deleted: true });

    const response = await call('GET', `coaches/pulse-dimensions/?pulse_survey=${own.id}`, 'coach');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(pulseDimensionSchema.strict()).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      {
        id: first.id,
        name: 'Zest',
        graph: true,
        graph_color: '#ff0000',
        pulse_survey: [own.id],
        questions_count: 2,
        editable: true,
      },
      {
        id: second.id,
        name: 'Calm',
        graph: false,
        graph_color: DEFAULT_GRAPH_COLOR,
        pulse_survey: [own.id],
        questions_count: 0,
        editable: true,
      },
    ]);
  });

  it("reads the default survey's five dimensions and a managed survey's, not editable", async () => {
    const page = (await call('GET', `coaches/pulse-dimensions/?pulse_survey=${defaultId}`, 'coach')).json();
    expect(page.count).toBe(5);
    expect(page.results.map((d: { name: string }) => d.name)).toEqual([
      'Energy',
      'Mood',
      'Connection',
      'Focus',
      'Calm',
    ]);
    expect(page.results.every((d: { editable: boolean }) => !d.editable)).toBe(true);
    expect(page.results.map((d: { questions_count: number }) => d.questions_count)).toEqual([5, 5, 4, 4, 4]);

    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    await buildDimension(t.db, managed.id);
    const managedPage = (
      await call('GET', `coaches/pulse-dimensions/?pulse_survey=${managed.id}`, 'coach')
    ).json();
    expect(managedPage.results).toEqual([expect.objectContaining({ editable: false })]);
  });

  it("needs a survey the coach may read: 400 without one, 404 for a colleague's or deleted one, 403 to clients", async () => {
    const missing = await call('GET', 'coaches/pulse-dimensions/', 'coach');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['pulse_survey']);
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    await buildDimension(t.db, theirs.id);
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    for (const id of [theirs.id, deleted.id]) {
      const response = await call('GET', `coaches/pulse-dimensions/?pulse_survey=${id}`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const asClient = await call('GET', `coaches/pulse-dimensions/?pulse_survey=${defaultId}`, 'client');
    expect(asClient.statusCode).toBe(403);
  });
});

describe('POST coaches/pulse-dimensions/', () => {
  it('adds a dimension to a survey the coach owns, drawn in the default colour unless told', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const response = await call('POST', 'coaches/pulse-dimensions/', 'coach', {
      name: 'Energy',
      pulse_survey: [own.id],
    });
    expect(response.statusCode).toBe(201);
    const dimension = pulseDimensionSchema.strict().parse(response.json());
    expect(dimension).toMatchObject({
      name: 'Energy',
      graph: true,
      graph_color: DEFAULT_GRAPH_COLOR,
      pulse_survey: [own.id],
      questions_count: 0,
      editable: true,
    });
    const coloured = await call('POST', 'coaches/pulse-dimensions/', 'coach', {
      name: 'Mood',
      graph: false,
      graph_color: '#abc',
      pulse_survey: [own.id],
    });
    expect(await dimensionRow(coloured.json().id)).toMatchObject({
      surveyId: own.id,
      graph: false,
      graphColor: '#abc',
    });
  });

  it('validates the name, the colour and the survey list', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const cases: [object, Record<string, string[]>][] = [
      [{ name: ' ', pulse_survey: [own.id] }, { name: ['This field may not be blank.'] }],
      [
        { name: 'X', graph_color: 'red', pulse_survey: [own.id] },
        { graph_color: [HABIT_MESSAGES.selectColor] },
      ],
      [{ name: 'X', pulse_survey: [] }, { pulse_survey: [MESSAGES.required] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', 'coaches/pulse-dimensions/', 'coach', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const withoutSurvey = await call('POST', 'coaches/pulse-dimensions/', 'coach', { name: 'X' });
    expect(Object.keys(withoutSurvey.json())).toEqual(['pulse_survey']);
  });

  it('answers a field error for a survey the coach may not see, 403 for managed and default ones', async () => {
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const response = await call('POST', 'coaches/pulse-dimensions/', 'coach', {
        name: 'X',
        pulse_survey: [id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ pulse_survey: [`Invalid pk "${id}" - object does not exist.`] });
    }
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    for (const id of [managed.id, defaultId]) {
      const response = await call('POST', 'coaches/pulse-dimensions/', 'coach', {
        name: 'X',
        pulse_survey: [id],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const count = await t.db.select().from(pulseDimensions).where(eq(pulseDimensions.surveyId, defaultId));
    expect(count).toHaveLength(5);
  });

  it('refuses clients (403)', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const response = await call('POST', 'coaches/pulse-dimensions/', 'client', {
      name: 'X',
      pulse_survey: [own.id],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET, PUT and PATCH coaches/pulse-dimensions/{id}/', () => {
  it('shows a dimension of a survey the coach may read', async () => {
    const own = await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(coach))).id, {
      name: 'Own',
    });
    const response = await call('GET', `coaches/pulse-dimensions/${own.id}/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, name: 'Own', editable: true });
    const [ofDefault] = await t.db
      .select()
      .from(pulseDimensions)
      .where(eq(pulseDimensions.surveyId, defaultId));
    const readOnly = await call('GET', `coaches/pulse-dimensions/${ofDefault!.id}/`, 'coach');
    expect(readOnly.json()).toMatchObject({ id: ofDefault!.id, editable: false });
  });

  it('lets the owner rename, recolour and (un)draw it; it stays in its survey', async () => {
    const survey = await buildPulseSurvey(t.db, ownedBy(coach));
    const dimension = await buildDimension(t.db, survey.id, { name: 'Before' });
    const other = await buildPulseSurvey(t.db, ownedBy(coach));
    const patched = await call('PATCH', `coaches/pulse-dimensions/${dimension.id}/`, 'coach', {
      graph_color: '#123456',
      pulse_survey: [other.id],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Before',
      graph_color: '#123456',
      pulse_survey: [survey.id],
    });
    const put = await call('PUT', `coaches/pulse-dimensions/${dimension.id}/`, 'coach', {
      name: 'After',
      graph: false,
      graph_color: '#654321',
      pulse_survey: [survey.id],
    });
    expect(put.statusCode).toBe(200);
    expect(await dimensionRow(dimension.id)).toMatchObject({
      name: 'After',
      graph: false,
      graphColor: '#654321',
      surveyId: survey.id,
    });
  });

  it('validates the change: a name on PUT, a colour', async () => {
    const dimension = await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(coach))).id, {
      name: 'Kept',
    });
    const nameless = await call('PUT', `coaches/pulse-dimensions/${dimension.id}/`, 'coach', {
      graph: false,
    });
    expect(nameless.statusCode).toBe(400);
    expect(Object.keys(nameless.json())).toEqual(['name']);
    const badColour = await call('PATCH', `coaches/pulse-dimensions/${dimension.id}/`, 'coach', {
      graph_color: '#12',
    });
    expect(badColour.json()).toEqual({ graph_color: [HABIT_MESSAGES.selectColor] });
    expect(await dimensionRow(dimension.id)).toMatchObject({ name: 'Kept', graph: true });
  });

  it("refuses changes to managed and default dimensions (403) and colleagues' (404)", async () => {
    const managed = await buildDimension(t.db, (await buildPulseSurvey(t.db, managedBy(companyId))).id, {
      name: 'Company',
    });
    const [ofDefault] = await t.db
      .select()
      .from(pulseDimensions)
      .where(eq(pulseDimensions.surveyId, defaultId));
    for (const id of [managed.id, ofDefault!.id]) {
      const response = await call('PATCH', `coaches/pulse-dimensions/${id}/`, 'coach', { name: 'Mine' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const theirs = await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(colleague))).id, {
      name: 'Theirs',
    });
    for (const method of ['GET', 'PUT', 'PATCH'] as const) {
      const response = await call(method, `coaches/pulse-dimensions/${theirs.id}/`, 'coach', {
        name: 'Mine',
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await dimensionRow(managed.id))!.name).toBe('Company');
    expect((await dimensionRow(ofDefault!.id))!.name).toBe(ofDefault!.name);
    expect((await dimensionRow(theirs.id))!.name).toBe('Theirs');
  });

  it('hides the dimensions of a deleted survey', async () => {
    const gone = await buildDimension(
      t.db,
      (await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true })).id,
    );
    expect((await call('GET', `coaches/pulse-dimensions/${gone.id}/`, 'coach')).statusCode).toBe(404);
  });
});

describe('DELETE coaches/pulse-dimensions/{id}/', () => {
  it('deletes a dimension for good; its statements stay without one', async () => {
    const survey = await buildPulseSurvey(t.db, ownedBy(coach));
    const dimension = await buildDimension(t.db, survey.id);
    const statement = await buildQuestion(t.db, survey.id, { dimensionId: dimension.id });
    const response = await call('DELETE', `coaches/pulse-dimensions/${dimension.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect(await dimensionRow(dimension.id)).toBeUndefined();
    const [kept] = await t.db.select().from(pulseQuestions).where(eq(pulseQuestions.id, statement.id));
    expect(kept).toMatchObject({ dimensionId: null, deleted: false });
  });

  it("refuses managed and default dimensions (403), colleagues' (404) and clients (403)", async () => {
    const managed = await buildDimension(t.db, (await buildPulseSurvey(t.db, managedBy(companyId))).id);
    const [ofDefault] = await t.db
      .select()
      .from(pulseDimensions)
      .where(eq(pulseDimensions.surveyId, defaultId));
    for (const id of [managed.id, ofDefault!.id]) {
      const response = await call('DELETE', `coaches/pulse-dimensions/${id}/`, 'coach');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(saveNoRightsBody);
    }
    const theirs = await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(colleague))).id);
    expect((await call('DELETE', `coaches/pulse-dimensions/${theirs.id}/`, 'coach')).statusCode).toBe(404);
    const own = await buildDimension(t.db, (await buildPulseSurvey(t.db, ownedBy(coach))).id);
    expect((await call('DELETE', `coaches/pulse-dimensions/${own.id}/`, 'client')).statusCode).toBe(403);
    for (const id of [managed.id, ofDefault!.id, theirs.id, own.id])
      expect(await dimensionRow(id)).toBeDefined();
  });
});
