import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { isAvailableOn, mayUseDailyExercises, ownsTask, taskStateChange } from './tasks.policy';

describe('tasks policy', () => {
  it('lets a client use daily exercises unless their coach turned them off', () => {
    expect(mayUseDailyExercises({ allowDailyExercises: true })).toBe(true);
    expect(mayUseDailyExercises({ allowDailyExercises: false })).toBe(false);
    // No client profile: a coach keeping habits of their own.
    expect(mayUseDailyExercises({ allowDailyExercises: null })).toBe(true);
  });

  it('gives a task to its client alone, not to their coach', () => {
    expect(ownsTask(buildActor({ userId: 5 }), { userId: 5 })).toBe(true);
    expect(ownsTask(buildActor({ userId: 6, isCoach: true }), { userId: 5 })).toBe(false);
  });

  it('keeps a task on the list from its due day through available_until', () => {
    const task = { dueOn: '2026-03-10', availableUntil: '2026-03-12' };
    expect(isAvailableOn(task, '2026-03-09')).toBe(false);
    expect(isAvailableOn(task, '2026-03-10')).toBe(true);
    expect(isAvailableOn(task, '2026-03-12')).toBe(true);
    expect(isAvailableOn(task, '2026-03-13')).toBe(false);
  });

  it.each([
    [{ completed: true }, { completion: 'complete', ignored: false }],
    [{ completed: false }, { completion: 'reopen', ignored: undefined }],
    [{ ignored: true }, { completion: 'reopen', ignored: true }],
    [{ ignored: false }, { completion: 'keep', ignored: false }],
    [
      { completed: false, ignored: true },
      { completion: 'reopen', ignored: true },
    ],
    [{}, { completion: 'keep', ignored: undefined }],
  ])('turns %j into %j: completing un-skips, skipping clears the completion', (patch, change) => {
    expect(taskStateChange(patch)).toEqual(change);
  });
});
