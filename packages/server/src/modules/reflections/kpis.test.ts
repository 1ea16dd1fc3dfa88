import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  KPI_VALUE_MESSAGES,
  kpiChartListSchema,
  kpiResultSchema,
  kpiSchema,
  paginatedSchema,
  PULSE_MESSAGES,
} from '@tandem/shared';
import { clientKpis, kpiResults } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { ownedBy } from '../../test/factories/catalog';
import {
  buildKpi,
  buildKpiResult,
  buildReflection,
  buildSurveyWithQuestions,
} from '../../test/factories/pulse';
import { KPI_LIMIT_REACHED } from './reflections.policy';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let surveyId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  surveyId = (await buildSurveyWithQuestions(t.db, ownedBy(coach))).survey.id;
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const page = paginatedSchema(kpiSchema.strict());

/** A client of the coach (every feature on unless told otherwise), logged in as `role`. */
async function client(role: string, profile: Parameters<typeof buildClient>[2] = {}) {
  const built = (await buildClient(t.db, coach, profile)).user;
  auth[role] = await authHeader(t.app, built.email);
  return built;
}

const kpisOf = (userId: number) => t.db.select().from(clientKpis).where(eq(clientKpis.userId, userId));

describe('clients/kpis/', () => {
  it('creates, lists by creation, filters by survey, renames and deletes the client’s KPIs', async () => {
    await client('ann');
    const created = await call('POST', 'clients/kpis/', 'ann', { name: ' Steps ' });
    expect(created.statusCode).toBe(201);
    const steps = kpiSchema.strict().parse(created.json());
    expect(steps).toMatchObject({ name: 'Steps', survey: true });
    const weight = kpiSchema
      .strict()
      .parse((await call('POST', 'clients/kpis/', 'ann', { name: 'Weight', survey: false })).json());

    const all = page.parse((await call('GET', 'clients/kpis/?limit=500', 'ann')).json());
    expect(all.results.map((kpi) => kpi.id)).toEqual([steps.id, weight.id]);
    const asked = page.parse((await call('GET', 'clients/kpis/?survey=true', 'ann')).json());
    expect(asked.results.map((kpi) => kpi.id)).toEqual([steps.id]);
    const notAsked = page.parse((await call('GET', 'clients/kpis/?survey=false', 'ann')).json());
    expect(notAsked.results.map((kpi) => kpi.id)).toEqual([weight.id]);

    const one = await call('GET', `clients/kpis/${steps.id}/`, 'ann');
    expect(kpiSchema.strict().parse(one.json())).toEqual(steps);
    const renamed = await call('PATCH', `clients/kpis/${steps.id}/`, 'ann', { name: 'Daily steps' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: steps.id, name: 'Daily steps', survey: true });
    const unasked = await call('PATCH', `clients/kpis/${steps.id}/`, 'ann', { survey: false });
    expect(unasked.json()).toMatchObject({ name: 'Daily steps', survey: false });

    expect((await call('DELETE', `clients/kpis/${weight.id}/`, 'ann')).statusCode).toBe(204);
    expect((await call('GET', `clients/kpis/${weight.id}/`, 'ann')).statusCode).toBe(404);
  });

  it('refuses a name the client already has, whatever its case, and allows it for another client', async () => {
    const bea = await client('bea');
    await buildKpi(t.db, bea.id, { name: 'Hours slept' });
    const other = await buildKpi(t.db, bea.id, { name: 'Water' });
    const duplicate = await call('POST', 'clients/kpis/', 'bea', { name: 'HOURS SLEPT' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: [PULSE_MESSAGES.kpiExists] });
    const rename = await call('PATCH', `clients/kpis/${other.id}/`, 'bea', { name: 'hours slept' });
    expect(rename.json()).toEqual({ name: [PULSE_MESSAGES.kpiExists] });
    // Renaming to its own name in another case is fine.
    expect((await call('PATCH', `clients/kpis/${other.id}/`, 'bea', { name: 'WATER' })).statusCode).toBe(200);

    await client('cal');
    expect((await call('POST', 'clients/kpis/', 'cal', { name: 'Hours slept' })).statusCode).toBe(201);
  });

  it('validates the name', async () => {
    await client('dot');
    const blank = await call('POST', 'clients/kpis/', 'dot', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['This field may not be blank.'] });
    const long = await call('POST', 'clients/kpis/', 'dot', { name: 'x'.repeat(101) });
    expect(long.json()).toHaveProperty('name');
  });

  it('keeps a client to 20 KPIs, also when requests race', async () => {
    const eli = await client('eli');
    for (let i = 0; i < 18; i++) await buildKpi(t.db, eli.id);
    const racing = await Promise.all(
      ['A', 'B', 'C'].map((name) => call('POST', 'clients/kpis/', 'eli', { name: `Race ${name}` })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 400]);
    expect(racing.find((response) => response.statusCode === 400)!.json()).toEqual({
      non_field_errors: [KPI_LIMIT_REACHED],
    });
    expect(KPI_LIMIT_REACHED).toBe('You can track at most 20 KPIs.');
    expect(await kpisOf(eli.id)).toHaveLength(20);
  });

  it('deletes a KPI for good, its values with it', async () => {
    const fin = await client('fin');
    const kpi = await buildKpi(t.db, fin.id);
    const { reflection } = await buildReflection(t.db, fin, { surveyId, day: '2026-03-01', questions: [] });
    await buildKpiResult(t.db, kpi.id, reflection.id, 5);
    expect((await call('DELETE', `clients/kpis/${kpi.id}/`, 'fin')).statusCode).toBe(204);
    expect(await kpisOf(fin.id)).toEqual([]);
    expect(await t.db.select().from(kpiResults).where(eq(kpiResults.kpiId, kpi.id))).toEqual([]);
  });

  it('answers 404 for another client’s KPI and leaves it alone', async () => {
    const gil = await client('gil');
    await client('hub');
    const kpi = await buildKpi(t.db, gil.id, { name: 'Mine' });
    expect((await call('GET', `clients/kpis/${kpi.id}/`, 'hub')).statusCode).toBe(404);
    expect((await call('PATCH', `clients/kpis/${kpi.id}/`, 'hub', { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('DELETE', `clients/kpis/${kpi.id}/`, 'hub')).statusCode).toBe(404);
    expect(page.parse((await call('GET', 'clients/kpis/', 'hub')).json()).count).toBe(0);
    expect(await kpisOf(gil.id)).toMatchObject([{ id: kpi.id, name: 'Mine' }]);
  });

  it('opens KPIs with goals, self reflection or progress; refuses others and coaches', async () => {
    const flagsOff = { allowGoals: false, allowSelfReflect: false, allowProgress: false };
    await client('goalsOnly', { ...flagsOff, allowGoals: true });
    await client('progressOnly', { ...flagsOff, allowProgress: true });
    await client('reflectOnly', { ...flagsOff, allowSelfReflect: true });
    const none = await client('noKpis', flagsOff);
    for (const role of ['goalsOnly', 'progressOnly', 'reflectOnly'])
      expect((await call('GET', 'clients/kpis/', role)).statusCode).toBe(200);
    for (const role of ['noKpis', 'coach']) {
      expect((await call('GET', 'clients/kpis/', role)).statusCode).toBe(403);
      expect((await call('POST', 'clients/kpis/', role, { name: 'Steps' })).statusCode).toBe(403);
    }
    const own = await buildKpi(t.db, none.id);
    expect((await call('GET', `clients/kpis/${own.id}/`, 'noKpis')).statusCode).toBe(403);
    expect((await call('DELETE', `clients/kpis/${own.id}/`, 'noKpis')).statusCode).toBe(403);
    expect((await call('GET', 'clients/kpis/', null)).statusCode).toBe(401);
  });
});

describe('POST clients/kpi-results/', () => {
  it('sets and then replaces a KPI’s value on one of the client’s reflections', async () => {
    const ida = await client('ida');
    const kpi = await buildKpi(t.db, ida.id);
    const { reflection } = await buildReflection(t.db, ida, { surveyId, day: '2026-03-02', questions: [] });
    const first = await call('POST', 'clients/kpi-results/', 'ida', {
      kpi: kpi.id,
      reflection: reflection.id,
      result: 7,
    });
    expect(first.statusCode).toBe(201);
    const stored = kpiResultSchema.strict().parse(first.json());
    expect(stored).toMatchObject({ kpi: kpi.id, reflection: reflection.id, result: 7 });
    const second = await call('POST', 'clients/kpi-results/', 'ida', {
      kpi: kpi.id,
      reflection: reflection.id,
      result: 9,
    });
    expect(second.json()).toEqual({ ...stored, result: 9 });
    expect(await t.db.select().from(kpiResults).where(eq(kpiResults.kpiId, kpi.id))).toMatchObject([
      { result: 9 },
    ]);
  });

  it('keeps a value as typed, decimals and all: 6.5 hours of sleep stays 6.5, on the chart too', async () => {
    const lea = await client('lea');
    const kpi = await buildKpi(t.db, lea.id);
    const { reflection } = await buildReflection(t.db, lea, {
      surveyId,
      day: '2026-03-04',
      questions: [],
      completed: true,
    });
    const saved = await call('POST', 'clients/kpi-results/', 'lea', {
      kpi: kpi.id,
      reflection: reflection.id,
      result: 6.5,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ result: 6.5 });
    const [stored] = await t.db.select().from(kpiResults).where(eq(kpiResults.kpiId, kpi.id));
    expect(stored!.result).toBe(6.5);
    const chart = kpiChartListSchema.parse(
      (await call('GET', 'clients/kpis/chart_info/?since=30', 'lea')).json(),
    );
    expect(chart.find((row) => row.id === kpi.id)?.latest).toBe(6.5);
    for (const [result, message] of [
      [6.555, KPI_VALUE_MESSAGES.tooManyDecimals],
      [1_000_000_001, KPI_VALUE_MESSAGES.outOfRange],
      [-0.5, KPI_VALUE_MESSAGES.outOfRange],
    ] as const) {
      const refused = await call('POST', 'clients/kpi-results/', 'lea', {
        kpi: kpi.id,
        reflection: reflection.id,
        result,
      });
      expect(refused.statusCode, String(result)).toBe(400);
      expect(refused.json()).toEqual({ result: [message] });
    }
    expect(
      (await t.db.select().from(kpiResults).where(eq(kpiResults.kpiId, kpi.id))).map((row) => row.result),
    ).toEqual([6.5]);
  });

  it('refuses KPIs and reflections of other clients as field errors, and bad values', async () => {
    const jan = await client('jan');
    const kim = await client('kim');
    const mine = await buildKpi(t.db, jan.id);
    const theirs = await buildKpi(t.db, kim.id);
    const { reflection: myReflection } = await buildReflection(t.db, jan, {
      surveyId,
      day: '2026-03-03',
      questions: [],
    });
    const { reflection: theirReflection } = await buildReflection(t.db, kim, {
      surveyId,
      day: '2026-03-03',
      questions: [],
    });
    const foreign = await call('POST', 'clients/kpi-results/', 'jan', {
      kpi: theirs.id,
      reflection: theirReflection.id,
      result: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      kpi: [`Invalid pk "${theirs.id}" - object does not exist.`],
      reflection: [`Invalid pk "${theirReflection.id}" - object does not exist.`],
    });
    const negative = await call('POST', 'clients/kpi-results/', 'jan', {
      kpi: mine.id,
      reflection: myReflection.id,
      result: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toHaveProperty('result');
    const blank = await call('POST', 'clients/kpi-results/', 'jan', {
      kpi: mine.id,
      reflection: myReflection.id,
    });
    expect(blank.json()).toEqual({ result: [PULSE_MESSAGES.fillEverything] });
    expect(await t.db.select().from(kpiResults).where(eq(kpiResults.kpiId, theirs.id))).toEqual([]);
    expect(
      (
        await call('POST', 'clients/kpi-results/', 'coach', {
          kpi: mine.id,
          reflection: myReflection.id,
          result: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});
