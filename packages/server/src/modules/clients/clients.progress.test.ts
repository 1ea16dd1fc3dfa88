import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryProgressSchema, clientSummarySchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildAnsweredReflection, buildSurveyWithDimensions } from '../../test/factories/pulse';
import { buildArea, buildExercise, buildHabit, buildTask } from '../../test/factories/habits';
import { localDay } from '../../test/factories/daily-exercises';

let t: TestApp;
type User = Awaited<ReturnType<typeof buildCoach>>;
let coach: User;
let colleague: User;
let programId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  programId = (await buildHabitProgram(t.db, ownedBy(coach))).id;
  auth.coach = await authHeader(t.app, coach.email);
  auth.colleague = await authHeader(t.app, colleague.email);
});
afterAll(() => t.close());

const get = (url: string, role: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: role ? { authorization: auth[role]! } : {} });

/** A fresh exercise of a fresh area, so each task below has its own template. */
async function exercise(areaId?: number) {
  return (await buildExercise(t.db, areaId ?? (await buildArea(t.db, programId)).id)).id;
}

describe('seven_day_totals.momentum (coaches/clients/)', () => {
  it("is completed ÷ due over the client's last seven local days, habit days and skipped ones included", async () => {
    const { user } = await buildClient(t.db, coach, {}, { firstName: 'Momo', lastName: 'Tum' });
    const day = (offset: number) => localDay('UTC', offset);
    const done = new Date();
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(0), completedAt: done });
    const habit = await buildHabit(t.db, user.id);
    await buildTask(t.db, user.id, { habitId: habit.id, templateId: null, dueOn: day(0), completedAt: done });
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(-3), ignored: true });
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(-3) });
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(-6), completedAt: done });
    // Eight days ago: outside the window either way.
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(-7), completedAt: done });
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: day(-7) });

    const list = paginatedSchema(clientSummarySchema).parse(
      (await get('coaches/clients/?search=momo', 'coach')).json(),
    );
    expect(list.results.map((c) => c.seven_day_totals)).toEqual([{ momentum: 0.6, pulse: 0 }]);
    const detail = clientSummarySchema.parse((await get(`coaches/clients/${user.id}/`, 'coach')).json());
    expect(detail.seven_day_totals.momentum).toBe(0.6);
  });

  it('counts days in the client’s own time zone, and is 0 when nothing was due', async () => {
    const zone = 'Pacific/Kiritimati';
    const { user } = await buildClient(t.db, coach, {}, { timezone: zone, firstName: 'Kiri' });
    await buildTask(t.db, user.id, {
      templateId: await exercise(),
      dueOn: localDay(zone, -6),
      completedAt: new Date(),
    });
    await buildTask(t.db, user.id, { templateId: await exercise(), dueOn: localDay(zone, -7) });
    const { user: idle } = await buildClient(t.db, coach, {}, { firstName: 'Idle' });
    const detail = clientSummarySchema.parse((await get(`coaches/clients/${user.id}/`, 'coach')).json());
    expect(detail.seven_day_totals.momentum).toBe(1);
    const idleDetail = clientSummarySchema.parse((await get(`coaches/clients/${idle.id}/`, 'coach')).json());
    expect(idleDetail.seven_day_totals.momentum).toBe(0);
  });
});

describe('seven_day_totals.pulse (coaches/clients/)', () => {
  it("is answered ÷ given reflections over the client's last seven local days", async () => {
    const { user } = await buildClient(t.db, coach, {}, { firstName: 'Pulsy', lastName: 'Reed' });
    const { survey } = await buildSurveyWithDimensions(t.db, ownedBy(coach), []);
    const reflection = (offset: number, completed: boolean) =>
      buildAnsweredReflection(t.db, user.id, {
        surveyId: survey.id,
        day: localDay('UTC', offset),
        completed,
      });
    await reflection(0, true);
    await reflection(-3, false);
    await reflection(-6, true);
    // Eight days ago: outside the window.
    await reflection(-7, false);
    await reflection(-8, true);

    const list = paginatedSchema(clientSummarySchema).parse(
      (await get('coaches/clients/?search=pulsy', 'coach')).json(),
    );
    expect(list.results.map((c) => c.seven_day_totals.pulse)).toEqual([2 / 3]);
    const detail = clientSummarySchema.parse((await get(`coaches/clients/${user.id}/`, 'coach')).json());
    expect(detail.seven_day_totals).toEqual({ momentum: 0, pulse: 2 / 3 });
  });

  it('counts days in the client’s own time zone, and is 0 when none was given', async () => {
    const zone = 'Pacific/Kiritimati';
    const { user } = await buildClient(t.db, coach, {}, { timezone: zone, firstName: 'Kiripulse' });
    const { survey } = await buildSurveyWithDimensions(t.db, ownedBy(coach), []);
    await buildAnsweredReflection(t.db, user.id, { surveyId: survey.id, day: localDay(zone, -6) });
    await buildAnsweredReflection(t.db, user.id, {
      surveyId: survey.id,
      day: localDay(zone, -7),
      completed: false,
    });
    const { user: idle } = await buildClient(t.db, coach, {}, { firstName: 'Quiet' });
    const page = paginatedSchema(clientSummarySchema).parse(
      (await get('coaches/clients/?limit=100', 'coach')).json(),
    );
    const pulseOf = (id: number) => page.results.find((c) => c.id === id)!.seven_day_totals.pulse;
    expect(pulseOf(user.id)).toBe(1);
    expect(pulseOf(idle.id)).toBe(0);
  });
});

describe('completion per area of focus', () => {
  const progress = z.array(categoryProgressSchema.strict());
  let clientId: number;
  let areas: { body: number; mind: number; soul: number };

  beforeAll(async () => {
    const { user } = await buildClient(t.db, coach);
    clientId = user.id;
    auth.client = await authHeader(t.app, user.email);
    auth.stranger = await authHeader(t.app, (await buildClient(t.db, coach)).user.email);
    const area = async (name: string, ordering: number, color: string) =>
      (await buildArea(t.db, programId, { name, ordering, color })).id;
    areas = {
      mind: await area('Mind', 1, '#0000ff'),
      body: await area('Body', 0, '#ff0000'),
      soul: await area('Soul', 2, '#00ff00'),
    };
    const task = async (areaId: number, offset: number, completed: boolean) =>
      buildTask(t.db, user.id, {
        templateId: await exercise(areaId),
        dueOn: localDay('UTC', offset),
        completedAt: completed ? new Date() : null,
      });
    await task(areas.body, 0, true);
    await task(areas.body, -2, false);
    await task(areas.mind, -1, true);
    await task(areas.mind, -10, true);
    await task(areas.soul, -1, true);
    await task(areas.soul, -1, false);
    await task(areas.soul, -3, false);
    const habit = await buildHabit(t.db, user.id);
    await buildTask(t.db, user.id, {
      habitId: habit.id,
      templateId: null,
      dueOn: localDay('UTC'),
      completedAt: new Date(),
    });
  });

  it('over the last seven days (coaches/clients/{id}/current_progress/), by area order, truncated percents', async () => {
    const response = await get(`coaches/clients/${clientId}/current_progress/`, 'coach');
    expect(response.statusCode).toBe(200);
    expect(progress.parse(response.json())).toEqual([
      { id: areas.body, name: 'Body', color: '#ff0000', completed: 1, due: 2, percent: 50 },
      { id: areas.mind, name: 'Mind', color: '#0000ff', completed: 1, due: 1, percent: 100 },
      { id: areas.soul, name: 'Soul', color: '#00ff00', completed: 1, due: 3, percent: 33 },
    ]);
  });

  it('all time (user/{id}/category_complete/), for the client themself and their coach', async () => {
    for (const role of ['client', 'coach']) {
      const response = await get(`user/${clientId}/category_complete/`, role);
      expect(response.statusCode).toBe(200);
      expect(progress.parse(response.json()).map((p) => [p.name, p.completed, p.due])).toEqual([
        ['Body', 1, 2],
        ['Mind', 2, 2],
        ['Soul', 1, 3],
      ]);
    }
  });

  it('is hidden from another coach and another client (404) and refused to visitors (401)', async () => {
    for (const role of ['colleague', 'stranger']) {
      const response = await get(`user/${clientId}/category_complete/`, role);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await get(`coaches/clients/${clientId}/current_progress/`, 'colleague')).statusCode).toBe(404);
    expect((await get(`coaches/clients/${clientId}/current_progress/`, 'client')).statusCode).toBe(403);
    expect((await get(`user/${clientId}/category_complete/`, null)).statusCode).toBe(401);
  });
});
