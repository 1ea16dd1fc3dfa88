import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableUntil,
  completionPercent,
  completionRatio,
  daysBetween,
  isDrawable,
  localMoment,
  seededRandom,
  selectDailyExercises,
  type SelectableExercise,
} from './exercise-selection';

const exercise = (id: number, overrides: Partial<SelectableExercise> = {}): SelectableExercise => ({
  id,
  active: true,
  always: false,
  buffer: 0,
  only_on: [],
  ...overrides,
});

describe('localMoment', () => {
  it('reads the local date, weekday (Monday 0) and minutes', () => {
    // 2026-11-23 is a Monday; 14:30 UTC is 09:30 in New York (EST).
    expect(localMoment(new Date('2026-11-23T14:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-23',
      weekday: 0,
      minutes: 9 * 60 + 30,
    });
  });

  it('crosses the date line: the same instant is Monday in Kiritimati and Sunday in Pago Pago', () => {
    const instant = new Date('2026-11-23T05:00:00Z');
    expect(localMoment(instant, 'Pacific/Kiritimati')).toMatchObject({ date: '2026-11-23', weekday: 0 });
    expect(localMoment(instant, 'Pacific/Pago_Pago')).toMatchObject({ date: '2026-11-22', weekday: 6 });
  });

  it('keeps the wall clock across a DST change', () => {
    // New York springs forward on 2026-03-08: 06:00 local is 11:00 UTC before, 10:00 UTC after.
    expect(localMoment(new Date('2026-03-07T11:00:00Z'), 'America/New_York').minutes).toBe(6 * 60);
    expect(localMoment(new Date('2026-03-09T10:00:00Z'), 'America/New_York').minutes).toBe(6 * 60);
  });
});

describe('dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
  });

  it('keeps a task listed available_for days, the due day included', () => {
    expect(availableUntil('2026-11-23', 1)).toBe('2026-11-23');
    expect(availableUntil('2026-11-23', 3)).toBe('2026-11-25');
    expect(availableUntil('2026-11-23', 0)).toBe('2026-11-23');
  });
});

// The rule that runs is the generation SQL, tested with these cases in
// packages/server/src/modules/tasks/exercise-selection.test.ts; these test the demo seed's planner.
describe('isDrawable', () => {
  const monday = 0;

  it('skips an exercise given within its buffer and allows it after', () => {
    const twoDayBuffer = exercise(1, { buffer: 2 });
    const given = new Map([[1, '2026-11-20']]);
    expect(isDrawable(twoDayBuffer, '2026-11-22', monday, given)).toBe(false);
    expect(isDrawable(twoDayBuffer, '2026-11-23', monday, given)).toBe(true);
  });

  it('never gives the same exercise twice on one day, even without buffer', () => {
    expect(isDrawable(exercise(1), '2026-11-23', monday, new Map([[1, '2026-11-23']]))).toBe(false);
    expect(isDrawable(exercise(1), '2026-11-23', monday, new Map([[1, '2026-11-22']]))).toBe(true);
  });

  it('waits while the last task of it is still on the list', () => {
    const threeDays = exercise(1, { available_for: 3 });
    const given = new Map([[1, '2026-11-21']]);
    expect(isDrawable(threeDays, '2026-11-23', monday, given)).toBe(false);
    expect(isDrawable(threeDays, '2026-11-24', monday, given)).toBe(true);
  });

  it('respects only_on weekdays and disabled exercises', () => {
    expect(isDrawable(exercise(1, { only_on: [5, 6] }), '2026-11-23', monday, new Map())).toBe(false);
    expect(isDrawable(exercise(1, { only_on: [0] }), '2026-11-23', monday, new Map())).toBe(true);
    expect(isDrawable(exercise(1, { active: false }), '2026-11-23', monday, new Map())).toBe(false);
  });
});

describe('selectDailyExercises', () => {
  const pool = [1, 2, 3, 4, 5, 6].map((id) => exercise(id));

  it('draws the asked count, without repeats, reproducibly from a seed', () => {
    const pick = (seed: number) =>
      selectDailyExercises({
        exercises: pool,
        date: '2026-11-23',
        weekday: 0,
        count: 3,
        lastGiven: new Map(),
        random: seededRandom(seed),
      }).map((e) => e.id);
    const first = pick(42);
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    expect(pick(42)).toEqual(first);
    // Different seeds give different draws (over a handful of seeds at least one differs).
    expect([1, 2, 3, 4, 5].some((seed) => pick(seed).join() !== first.join())).toBe(true);
  });

  it('adds every always exercise on top of the count, ignoring its buffer', () => {
    const always = exercise(9, { always: true, buffer: 30 });
    const chosen = selectDailyExercises({
      exercises: [...pool, always],
      date: '2026-11-23',
      weekday: 0,
      count: 2,
      lastGiven: new Map([[9, '2026-11-22']]),
      random: seededRandom(1),
    });
    expect(chosen.map((e) => e.id)).toContain(9);
    expect(chosen).toHaveLength(3);
  });

  it('gives all eligible ones when fewer than asked, and none when the count is 0', () => {
    const base = { date: '2026-11-23', weekday: 0 as const, lastGiven: new Map(), random: seededRandom(3) };
    expect(selectDailyExercises({ ...base, exercises: pool.slice(0, 2), count: 5 })).toHaveLength(2);
    expect(selectDailyExercises({ ...base, exercises: pool, count: 0 })).toHaveLength(0);
  });

  it('over many days never breaks a buffer', () => {
    const buffered = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => exercise(id, { buffer: 2 }));
    const lastGiven = new Map<number, string>();
    const random = seededRandom(7);
    for (let day = 0; day < 30; day += 1) {
      const date = addDays('2026-11-02', day);
      const chosen = selectDailyExercises({
        exercises: buffered,
        date,
        weekday: (day % 7) as 0,
        count: 2,
        lastGiven,
        random,
      });
      expect(chosen).toHaveLength(2);
      for (const e of chosen) {
        const last = lastGiven.get(e.id);
        if (last) expect(daysBetween(last, date)).toBeGreaterThan(2);
        lastGiven.set(e.id, date);
      }
    }
  });
});

describe('completion', () => {
  it('is completed over due, 0 when nothing was due', () => {
    expect(completionRatio(3, 4)).toBe(0.75);
    expect(completionRatio(0, 0)).toBe(0);
    expect(completionPercent(2, 3)).toBe(66);
    expect(completionPercent(5, 4)).toBe(100);
    // Whole-number arithmetic: no 28.999… for 29 of 100.
    expect(completionPercent(29, 100)).toBe(29);
    expect(completionPercent(57, 100)).toBe(57);
    expect(completionPercent(199, 200)).toBe(99);
    expect(completionPercent(3, 0)).toBe(0);
    expect(completionPercent(0, 0)).toBe(0);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(3, 3)).toBe(100);
  });
});
