import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween } from '@tandem/shared';
import { exerciseDays, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildHabit, buildTask, chooseAreas } from '../../test/factories/habits';
import { generateExerciseDays, generateTodayAfterAreasChosen, recommendOneExercise } from './generation';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
});
afterAll(() => t.close());

/** 2026-11-23 is a Monday. */
const MONDAY_0700_UTC = new Date('2026-11-23T07:00:00Z');
const SATURDAY_0700_UTC = new Date('2026-11-28T07:00:00Z');

/** A program of `areas` areas with `perArea` plain exercises each; returns its ids. */
async function programWith(
  areas: number,
  perArea: number,
  settings: { dailyExercises?: number; assignAll?: boolean } = {},
) {
  const program = await buildHabitProgram(t.db, ownedBy(coach), {
    dailyExercises: settings.dailyExercises ?? 3,
    assignAll: settings.assignAll ?? true,
  });
  const areaIds: number[] = [];
  const exerciseIds: number[] = [];
  for (let a = 0; a < areas; a += 1) {
    const area = await buildArea(t.db, program.id);
    areaIds.push(area.id);
    for (let e = 0; e < perArea; e += 1) exerciseIds.push((await buildExercise(t.db, area.id)).id);
  }
  return { program, areaIds, exerciseIds };
}

/** A client on `programId`, UTC, generating at 06:00 on Monday..Friday unless overridden. */
async function clientOn(
  programId: number,
  profile: Parameters<typeof buildClient>[2] = {},
  user: Parameters<typeof buildClient>[3] = {},
) {
  return (await buildClient(t.db, coach, { theme: programId, ...profile }, user)).user;
}

const tasksOf = (userId: number) => t.db.select().from(tasks).where(eq(tasks.userId, userId));

describe('generateExerciseDays', () => {
  it('gives daily_exercises exercises, due that local day, once the generation time has come', async () => {
    const { program, exerciseIds } = await programWith(2, 4, { dailyExercises: 3 });
    const client = await clientOn(program.id, {}, { generateExercisesAt: '08:00' });

    const early = await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });
    expect(early.days).toBe(0);
    expect(await tasksOf(client.id)).toHaveLength(0);

    const onTime = await generateExerciseDays(t.db, {
      now: new Date('2026-11-23T08:00:00Z'),
      userIds: [client.id],
    });
    expect(onTime).toMatchObject({ days: 1, exercises: 3 });
    const given = await tasksOf(client.id);
    expect(given).toHaveLength(3);
    for (const task of given) {
      expect(exerciseIds).toContain(task.templateId);
      expect(task).toMatchObject({ dueOn: '2026-11-23', availableUntil: '2026-11-23', source: 'scheduled' });
    }
  });

  it('gives nothing to deactivated clients or clients without daily exercises', async () => {
    const { program } = await programWith(1, 3);
    const deactivated = await clientOn(program.id, { deactivated: new Date() });
    const notAllowed = await clientOn(program.id, { allowDailyExercises: false });
    await buildHabit(t.db, deactivated.id);
    const result = await generateExerciseDays(t.db, {
      now: MONDAY_0700_UTC,
      userIds: [deactivated.id, notAllowed.id],
    });
    expect(result).toEqual({ days: 0, exercises: 0, habits: 0 });
    expect(await tasksOf(deactivated.id)).toHaveLength(0);
    expect(await tasksOf(notAllowed.id)).toHaveLength(0);
  });

  it('never duplicates a day, run twice or by two runs at once', async () => {
    const { program } = await programWith(2, 5, { dailyExercises: 4 });
    const clients = [];
    for (let i = 0; i < 6; i += 1) clients.push(await clientOn(program.id));
    const ids = clients.map((c) => c.id);

    const runs = await Promise.all(
      [1, 2, 3].map((n) =>
        generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: ids, seed: `run-${n}` }),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.days, 0)).toBe(6);
    expect(runs.reduce((sum, run) => sum + run.exercises, 0)).toBe(24);
    const again = await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: ids });
    expect(again.days).toBe(0);

    const rows = await t.db.select().from(tasks).where(inArray(tasks.userId, ids));
    expect(rows).toHaveLength(24);
    const marks = await t.db.select().from(exerciseDays).where(inArray(exerciseDays.userId, ids));
    expect(marks).toHaveLength(6);
  });

  it('gives exercises only on work-week days, and habits on their own days', async () => {
    const { program } = await programWith(1, 3, { dailyExercises: 2 });
    const client = await clientOn(program.id);
    const weekend = await buildHabit(t.db, client.id, { daysOfWeek: [5, 6] });
    await buildHabit(t.db, client.id, { daysOfWeek: [0] });
    await buildHabit(t.db, client.id, { daysOfWeek: [5], active: false });

    const saturday = await generateExerciseDays(t.db, { now: SATURDAY_0700_UTC, userIds: [client.id] });
    expect(saturday).toEqual({ days: 1, exercises: 0, habits: 1 });
    const [habitTask] = await tasksOf(client.id);
    expect(habitTask).toMatchObject({
      habitId: weekend.id,
      templateId: null,
      dueOn: '2026-11-28',
      source: 'habit',
    });
  });

  it('draws only from the chosen areas when the program does not assign all', async () => {
    const { program, areaIds } = await programWith(3, 4, { dailyExercises: 3, assignAll: false });
    const client = await clientOn(program.id);
    await chooseAreas(t.db, client.id, [areaIds[1]!]);
    const chosenArea = await t.db.query.templateExercises.findMany({
      where: (e, { eq: is }) => is(e.areaId, areaIds[1]!),
    });
    await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });
    const given = await tasksOf(client.id);
    expect(given).toHaveLength(3);
    expect(given.every((task) => chosenArea.some((e) => e.id === task.templateId))).toBe(true);
  });

  it('adds always exercises on top, respects only_on, skips disabled and deleted exercises', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), { dailyExercises: 5 });
    const area = await buildArea(t.db, program.id);
    const always = await buildExercise(t.db, area.id, { always: true });
    const mondays = await buildExercise(t.db, area.id, { onlyOn: [0] });
    const tuesdays = await buildExercise(t.db, area.id, { onlyOn: [1] });
    const disabled = await buildExercise(t.db, area.id, { active: false });
    const deleted = await buildExercise(t.db, area.id, { deleted: true });
    const plain = await buildExercise(t.db, area.id);
    const client = await clientOn(program.id);

    await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });
    const given = (await tasksOf(client.id)).map((task) => task.templateId);
    expect(given).toEqual(expect.arrayContaining([always.id, mondays.id, plain.id]));
    expect(given).not.toContain(tuesdays.id);
    expect(given).not.toContain(disabled.id);
    expect(given).not.toContain(deleted.id);
    expect(given).toHaveLength(3);
  });

  it('keeps each exercise away for its buffer days over a month of generation', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), { dailyExercises: 2 });
    const area = await buildArea(t.db, program.id);
    for (let i = 0; i < 7; i += 1) await buildExercise(t.db, area.id, { buffer: 2, availableFor: 2 });
    const client = await clientOn(program.id, {}, { workWeek: [0, 1, 2, 3, 4, 5, 6] });

    for (let day = 0; day < 30; day += 1) {
      const now = new Date(MONDAY_0700_UTC.getTime() + day * 86_400_000);
      const result = await generateExerciseDays(t.db, { now, userIds: [client.id], seed: `day-${day}` });
      expect(result.exercises).toBe(2);
    }
    const given = (await tasksOf(client.id)).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
    expect(given).toHaveLength(60);
    const last = new Map<number, string>();
    for (const task of given) {
      const previous = last.get(task.templateId!);
      if (previous) expect(daysBetween(previous, task.dueOn)).toBeGreaterThan(2);
      last.set(task.templateId!, task.dueOn);
      expect(task.availableUntil).toBe(addDays(task.dueOn, 1));
    }
  });

  it('does not give an exercise again while its last task is still on the list', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach), { dailyExercises: 1 });
    const area = await buildArea(t.db, program.id);
    const lingering = await buildExercise(t.db, area.id, { availableFor: 3 });
    const client = await clientOn(program.id, {}, { workWeek: [0, 1, 2, 3, 4, 5, 6] });
    await buildTask(t.db, client.id, {
      templateId: lingering.id,
      dueOn: '2026-11-22',
      availableUntil: '2026-11-24',
    });

    const monday = await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });
    expect(monday.exercises).toBe(0);
    expect(await recommendOneExercise(t.db, client.id, { now: MONDAY_0700_UTC })).toBeNull();
    const thursday = new Date('2026-11-26T07:00:00Z');
    expect((await generateExerciseDays(t.db, { now: thursday, userIds: [client.id] })).exercises).toBe(1);
  });

  it('uses each client’s own local day and clock, across the date line and a DST change', async () => {
    const { program } = await programWith(1, 3, { dailyExercises: 1 });
    const kiritimati = await clientOn(
      program.id,
      {},
      { timezone: 'Pacific/Kiritimati', workWeek: [0, 1, 2, 3, 4, 5, 6] },
    );
    const pagoPago = await clientOn(
      program.id,
      {},
      { timezone: 'Pacific/Pago_Pago', workWeek: [0, 1, 2, 3, 4, 5, 6] },
    );
    // 2026-11-23 05:00 UTC: Monday 19:00 in Kiritimati (UTC+14), Sunday 18:00 in Pago Pago (UTC-11).
    await generateExerciseDays(t.db, {
      now: new Date('2026-11-23T05:00:00Z'),
      userIds: [kiritimati.id, pagoPago.id],
    });
    expect((await tasksOf(kiritimati.id)).map((task) => task.dueOn)).toEqual(['2026-11-23']);
    expect((await tasksOf(pagoPago.id)).map((task) => task.dueOn)).toEqual(['2026-11-22']);

    // New York springs forward on Sunday 2026-03-08: 06:00 EDT is 10:00 UTC, not 11:00.
    const newYork = await clientOn(program.id, {}, { timezone: 'America/New_York', workWeek: [6] });
    const before = await generateExerciseDays(t.db, {
      now: new Date('2026-03-08T09:59:00Z'),
      userIds: [newYork.id],
    });
    expect(before.days).toBe(0);
    const after = await generateExerciseDays(t.db, {
      now: new Date('2026-03-08T10:00:00Z'),
      userIds: [newYork.id],
    });
    expect(after.days).toBe(1);
    expect((await tasksOf(newYork.id)).map((task) => task.dueOn)).toEqual(['2026-03-08']);
  });

  it('catches up later the same day after downtime', async () => {
    const { program } = await programWith(1, 3, { dailyExercises: 2 });
    const client = await clientOn(program.id, {}, { generateExercisesAt: '06:00' });
    const lateAfternoon = new Date('2026-11-23T16:30:00Z');
    const result = await generateExerciseDays(t.db, { now: lateAfternoon, userIds: [client.id] });
    expect(result).toMatchObject({ days: 1, exercises: 2 });
  });
});

describe('recommendOneExercise', () => {
  it('gives one exercise not on today’s list, then none once all are there', async () => {
    const { program, exerciseIds } = await programWith(1, 3, { dailyExercises: 1 });
    const client = await clientOn(program.id);
    await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });

    const second = await recommendOneExercise(t.db, client.id, { now: MONDAY_0700_UTC });
    const third = await recommendOneExercise(t.db, client.id, { now: MONDAY_0700_UTC });
    expect(second).toMatchObject({ source: 'requested', dueOn: '2026-11-23' });
    expect(third).not.toBeNull();
    const today = (await tasksOf(client.id)).map((task) => task.templateId);
    expect(today.sort()).toEqual([...exerciseIds].sort());
    expect(await recommendOneExercise(t.db, client.id, { now: MONDAY_0700_UTC })).toBeNull();
  });

  it('prefers an exercise outside its buffer to one given recently', async () => {
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const area = await buildArea(t.db, program.id);
    const recent = await buildExercise(t.db, area.id, { buffer: 5 });
    const fresh = await buildExercise(t.db, area.id, { buffer: 5 });
    const client = await clientOn(program.id);
    await buildTask(t.db, client.id, { templateId: recent.id, dueOn: '2026-11-21' });
    const picked = await recommendOneExercise(t.db, client.id, { now: MONDAY_0700_UTC });
    expect(picked?.templateId).toBe(fresh.id);
  });

  it('gives nothing to a client without a program or without daily exercises', async () => {
    const { program } = await programWith(1, 2);
    const noProgram = (await buildClient(t.db, coach)).user;
    const notAllowed = await clientOn(program.id, { allowDailyExercises: false });
    expect(await recommendOneExercise(t.db, noProgram.id)).toBeNull();
    expect(await recommendOneExercise(t.db, notAllowed.id)).toBeNull();
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, notAllowed.id))),
    ).toHaveLength(0);
  });
});

describe('POST dev/generate-exercises/', () => {
  it('runs generation now for staff and refuses everyone else', async () => {
    const staff = await buildUser(t.db, { isStaff: true });
    const { program } = await programWith(1, 2, { dailyExercises: 1 });
    const client = await clientOn(
      program.id,
      {},
      { generateExercisesAt: '00:00', workWeek: [0, 1, 2, 3, 4, 5, 6] },
    );

    const asCoach = await t.app.inject({
      method: 'POST',
      url: '/api/dev/generate-exercises/',
      headers: { authorization: await authHeader(t.app, coach.email) },
    });
    expect(asCoach.statusCode).toBe(403);

    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/api/dev/generate-exercises/',
      headers: { authorization: await authHeader(t.app, staff.email) },
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().days).toBeGreaterThanOrEqual(1);
    // It runs the reflection job too (nobody here reflects, so none are made).
    expect(asStaff.json().reflections).toBe(0);
    expect(await tasksOf(client.id)).toHaveLength(1);
  });
});

describe('generateTodayAfterAreasChosen', () => {
  it('gives today’s exercises to a client who chose areas after their day was handled without any', async () => {
    const { program, areaIds } = await programWith(2, 3, { dailyExercises: 2, assignAll: false });
    const client = await clientOn(program.id);
    const habit = await buildHabit(t.db, client.id);
    const first = await generateExerciseDays(t.db, { now: MONDAY_0700_UTC, userIds: [client.id] });
    expect(first).toMatchObject({ days: 1, exercises: 0, habits: 1 });

    await chooseAreas(t.db, client.id, [areaIds[0]!]);
    const again = await generateTodayAfterAreasChosen(t.db, client.id, MONDAY_0700_UTC);
    expect(again).toMatchObject({ days: 1, exercises: 2, habits: 0 });
    const given = await tasksOf(client.id);
    expect(given.filter((task) => task.habitId === habit.id)).toHaveLength(1);

    // Once the day has exercises, choosing again changes nothing.
    const third = await generateTodayAfterAreasChosen(t.db, client.id, MONDAY_0700_UTC);
    expect(third.days).toBe(0);
  });
});
