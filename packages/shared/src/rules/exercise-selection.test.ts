import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableUntil,
  completionPercent,
  completionRatio,
  daysBetween,
  localMoment,
  seededRandom,
} from './exercise-selection';

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
describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, and others for another', () => {
    const draw = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    expect(draw(43)).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBe(50);
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
