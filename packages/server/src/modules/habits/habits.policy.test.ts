import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { ownsHabit, sameDays, todaysHabitDay } from './habits.policy';

const change = (overrides: Partial<{ created: boolean; daysChanged: boolean; removed: boolean }>) => ({
  created: false,
  daysChanged: false,
  removed: false,
  ...overrides,
});

describe('habits policy', () => {
  it('gives a habit to its client alone', () => {
    expect(ownsHabit(buildActor({ userId: 3 }), { userId: 3 })).toBe(true);
    expect(ownsHabit(buildActor({ userId: 4, isCoach: true }), { userId: 3 })).toBe(false);
  });

  it('puts a new habit on today’s list only when it falls on today', () => {
    expect(todaysHabitDay(change({ created: true }), [0, 2], 2)).toBe('ensure');
    expect(todaysHabitDay(change({ created: true }), [0, 2], 3)).toBe('keep');
  });

  it('follows new days at once: adding today ensures it, dropping today removes it', () => {
    expect(todaysHabitDay(change({ daysChanged: true }), [1, 4], 4)).toBe('ensure');
    expect(todaysHabitDay(change({ daysChanged: true }), [1, 4], 5)).toBe('remove');
  });

  it('leaves today alone when neither the days nor the habit’s life changed', () => {
    expect(todaysHabitDay(change({}), [5], 6)).toBe('keep');
    expect(todaysHabitDay(change({}), [6], 6)).toBe('keep');
  });

  it('takes today’s day off when the habit is removed, whatever its days', () => {
    expect(todaysHabitDay(change({ removed: true }), [0, 1, 2, 3, 4, 5, 6], 3)).toBe('remove');
    expect(todaysHabitDay(change({ removed: true, daysChanged: true }), [3], 3)).toBe('remove');
  });

  it('compares days as sets', () => {
    expect(sameDays([2, 0], [0, 2])).toBe(true);
    expect(sameDays([0, 0, 2], [2, 0])).toBe(true);
    expect(sameDays([0], [0, 1])).toBe(false);
  });
});
