import { describe, expect, it } from 'vitest';
import { buildExerciseTask, buildHabit, buildHabitTask } from '../testing';
import { taskStatus, taskSubtitle, taskTitle, todayList } from './task-view';

const open = buildExerciseTask({ id: 1 });
const done = buildExerciseTask({ id: 2, completed_at: '2026-03-02T09:00:00Z' });
const skipped = buildExerciseTask({ id: 3, ignored: true });
const habitDay = buildHabitTask(buildHabit({ id: 5, name: 'Stretch', time: '18:05:00' }), { id: 4 });

describe('task view', () => {
  it('reads the status, completing winning over skipping', () => {
    expect(taskStatus(open)).toBe('open');
    expect(taskStatus(done)).toBe('completed');
    expect(taskStatus(skipped)).toBe('skipped');
    expect(taskStatus({ ...done, ignored: true })).toBe('completed');
  });

  it("titles an exercise by its short description and a habit day by the habit's name", () => {
    expect(taskTitle(open)).toBe('Exercise 1');
    expect(taskSubtitle(open)).toBe('Movement');
    expect(taskTitle(habitDay)).toBe('Stretch');
    expect(taskSubtitle(habitDay)).toBe('Habit · 6:05 PM');
  });

  it('sets skipped tasks apart, parts habits from exercises, and is all done with nothing open', () => {
    const list = todayList([habitDay, open, done, skipped]);
    expect(list.habits.map((task) => task.id)).toEqual([4]);
    expect(list.exercises.map((task) => task.id)).toEqual([1, 2]);
    expect(list.skipped.map((task) => task.id)).toEqual([3]);
    expect(list.allDone).toBe(false);
    expect(todayList([done, skipped]).allDone).toBe(true);
    // Nothing given yet is not "all done" (issue 45): the page says when exercises come.
    expect(todayList([])).toMatchObject({ allDone: false, empty: true });
    expect(list.empty).toBe(false);
  });
});
