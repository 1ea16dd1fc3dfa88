import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { addDays, daysBetween } from '@tandem/shared';
import { exerciseDays, tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask } from '../../test/factories/habits';
import { generateExerciseDays } from './generation';

/*
 * The exercise-selection rule (docs/decisions/006-exercise-generation.md) is the generation SQL
 * in generation.ts. These are the rule's cases, once unit-tested on a TypeScript restatement of
 * it, run on that SQL on PostgreSQL.
 */

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
});
afterAll(() => t.close());

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

type ExerciseOverrides = Parameters<typeof buildExercise>[2];

/**
 * A client, in UTC and working every day unless told otherwise, on a program of one area whose
 * exercises are `exercises`; returns the client's id and the exercises' ids.
 */
async function clientWith(
  exercises: ExerciseOverrides[],
  options: { dailyExercises?: number; user?: Parameters<typeof buildClient>[3] } = {},
) {
  const program = await buildHabitProgram(t.db, ownedBy(coach), {
    dailyExercises: options.dailyExercises ?? 1,
    assignAll: true,
  });
  const area = await buildArea(t.db, program.id);
  const ids: number[] = [];
  for (const overrides of exercises) ids.push((await buildExercise(t.db, area.id, overrides)).id);
  const client = await buildClient(
    t.db,
    coach,
    { theme: program.id },
    { timezone: 'UTC', workWeek: EVERY_DAY, generateExercisesAt: '06:00', ...options.user },
  );
  return { userId: client.user.id, ids };
}

/** Generates the client's day at `now`; returns the exercises it gave (template ids). */
async function generate(userId: number, now: string, seed = 'fixed') {
  await generateExerciseDays(t.db, { now: new Date(now), userIds: [userId], seed });
  const rows = await t.db
    .select({ templateId: tasks.templateId, dueOn: tasks.dueOn })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.source, 'scheduled'), isNotNull(tasks.templateId)));
  return rows;
}

/** The exercises given on `day`. */
const givenOn = async (userId: number, now: string, day: string, seed?: string) =>
  (await generate(userId, now, seed)).filter((row) => row.dueOn === day).map((row) => row.templateId!);

/** Forgets the client's generated days, so the same day can be drawn again. */
async function forget(userId: number) {
  await t.db.delete(tasks).where(eq(tasks.userId, userId));
  await t.db.delete(exerciseDays).where(eq(exerciseDays.userId, userId));
}

describe('when a client’s day is due', () => {
  const berlin = { timezone: 'Europe/Berlin', workWeek: [0, 1, 2, 3, 4], generateExercisesAt: '06:00' };

  it('is due on a work-week day once the local generation time has come', async () => {
    const { userId } = await clientWith([{}], { user: berlin });
    // Monday 2026-11-23, 05:59 and 06:00 in Berlin (UTC+1).
    expect(await givenOn(userId, '2026-11-23T04:59:00Z', '2026-11-23')).toHaveLength(0);
    expect(await givenOn(userId, '2026-11-23T05:00:00Z', '2026-11-23')).toHaveLength(1);
  });

  it('is not due on a day outside the work week', async () => {
    const { userId } = await clientWith([{}], { user: berlin });
    expect(await generate(userId, '2026-11-22T10:00:00Z')).toHaveLength(0);
  });

  it('follows the local clock through the autumn DST change (Berlin, 2026-10-25)', async () => {
    const { userId } = await clientWith([{}], { user: { ...berlin, workWeek: [6] } });
    // On the change day 06:00 CET is 05:00 UTC (the day before it was 04:00 UTC).
    expect(await givenOn(userId, '2026-10-25T04:30:00Z', '2026-10-25')).toHaveLength(0);
    expect(await givenOn(userId, '2026-10-25T05:00:00Z', '2026-10-25')).toHaveLength(1);
  });

  it('uses the local day across the date line', async () => {
    const tonga = { timezone: 'Pacific/Tongatapu', workWeek: [0], generateExercisesAt: '06:00' };
    const { userId } = await clientWith([{}], { user: tonga });
    // Sunday 2026-11-22 17:00 UTC is Monday 06:00 in Tonga (UTC+13).
    expect(await generate(userId, '2026-11-22T17:00:00Z')).toEqual([
      expect.objectContaining({ dueOn: '2026-11-23' }),
    ]);
  });
});

describe('which exercises may be drawn', () => {
  it('skips an exercise given within its buffer and allows it after', async () => {
    const { userId, ids } = await clientWith([{ buffer: 2 }]);
    await buildTask(t.db, userId, { templateId: ids[0], dueOn: '2026-11-20' });
    expect(await givenOn(userId, '2026-11-22T07:00:00Z', '2026-11-22')).toEqual([]);
    expect(await givenOn(userId, '2026-11-23T07:00:00Z', '2026-11-23')).toEqual(ids);
  });

  it('never gives the same exercise twice on one day, even without buffer', async () => {
    const today = await clientWith([{}]);
    await buildTask(t.db, today.userId, { templateId: today.ids[0], dueOn: '2026-11-23' });
    expect(
      await generateExerciseDays(t.db, { now: new Date('2026-11-23T07:00:00Z'), userIds: [today.userId] }),
    ).toMatchObject({ days: 1, exercises: 0 });

    const yesterday = await clientWith([{}]);
    await buildTask(t.db, yesterday.userId, { templateId: yesterday.ids[0], dueOn: '2026-11-22' });
    expect(await givenOn(yesterday.userId, '2026-11-23T07:00:00Z', '2026-11-23')).toEqual(yesterday.ids);
  });

  it('waits while the last task of it is still on the list', async () => {
    const { userId, ids } = await clientWith([{ availableFor: 3 }]);
    await buildTask(t.db, userId, {
      templateId: ids[0],
      dueOn: '2026-11-21',
      availableUntil: addDays('2026-11-21', 3 - 1),
    });
    expect(await givenOn(userId, '2026-11-23T07:00:00Z', '2026-11-23')).toEqual([]);
    expect(await givenOn(userId, '2026-11-24T07:00:00Z', '2026-11-24')).toEqual(ids);
  });

  it('respects only_on weekdays and disabled exercises', async () => {
    const monday = '2026-11-23T07:00:00Z';
    const weekend = await clientWith([{ onlyOn: [5, 6] }]);
    expect(await givenOn(weekend.userId, monday, '2026-11-23')).toEqual([]);
    const mondays = await clientWith([{ onlyOn: [0] }]);
    expect(await givenOn(mondays.userId, monday, '2026-11-23')).toEqual(mondays.ids);
    const disabled = await clientWith([{ active: false }]);
    expect(await givenOn(disabled.userId, monday, '2026-11-23')).toEqual([]);
  });
});

describe('the draw of a client’s day', () => {
  const monday = '2026-11-23T07:00:00Z';

  it('draws the asked count, without repeats, reproducibly from a seed', async () => {
    const { userId } = await clientWith([{}, {}, {}, {}, {}, {}], { dailyExercises: 3 });
    const pick = async (seed: string) => {
      await forget(userId);
      return (await givenOn(userId, monday, '2026-11-23', seed)).sort((a, b) => a - b);
    };
    const first = await pick('42');
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    expect(await pick('42')).toEqual(first);
    // Different seeds give different draws (over a handful of seeds at least one differs).
    const others = [];
    for (const seed of ['1', '2', '3', '4', '5']) others.push((await pick(seed)).join());
    expect(others.some((other) => other !== first.join())).toBe(true);
  });

  it('adds every always exercise on top of the count, ignoring its buffer', async () => {
    const { userId, ids } = await clientWith([{}, {}, {}, {}, {}, {}, { always: true, buffer: 30 }], {
      dailyExercises: 2,
    });
    const always = ids[6]!;
    await buildTask(t.db, userId, { templateId: always, dueOn: '2026-11-22' });
    const chosen = await givenOn(userId, monday, '2026-11-23');
    expect(chosen).toContain(always);
    expect(chosen).toHaveLength(3);
  });

  it('gives all eligible ones when fewer than asked, and none when the count is 0', async () => {
    const few = await clientWith([{}, {}], { dailyExercises: 5 });
    expect(await givenOn(few.userId, monday, '2026-11-23')).toHaveLength(2);
    const none = await clientWith([{}, {}, {}, {}, {}, {}], { dailyExercises: 0 });
    expect(await givenOn(none.userId, monday, '2026-11-23')).toHaveLength(0);
  });

  it('over many days never breaks a buffer', async () => {
    const { userId } = await clientWith(
      Array.from({ length: 8 }, () => ({ buffer: 2 })),
      { dailyExercises: 2 },
    );
    const lastGiven = new Map<number, string>();
    for (let day = 0; day < 30; day += 1) {
      const date = addDays('2026-11-02', day);
      const chosen = await givenOn(userId, `${date}T07:00:00Z`, date, `day-${day}`);
      expect(chosen).toHaveLength(2);
      for (const id of chosen) {
        const last = lastGiven.get(id);
        if (last) expect(daysBetween(last, date)).toBeGreaterThan(2);
        lastGiven.set(id, date);
      }
    }
  });
});
