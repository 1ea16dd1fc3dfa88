import { clockTime, type Task } from '@tandem/shared';

/** Where a task stands today: completing wins over skipping should both ever be set. */
export type TaskStatus = 'open' | 'completed' | 'skipped';

export const STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'To do',
  completed: 'Completed',
  skipped: 'Skipped',
};

export function taskStatus(task: Task): TaskStatus {
  if (task.completed_at !== null) return 'completed';
  return task.ignored ? 'skipped' : 'open';
}

/** The card's title: the exercise's short description or the habit's name. */
export function taskTitle(task: Task): string {
  return task.template?.short_description ?? task.habit?.name ?? 'Exercise';
}

/** The line under the title: the exercise's area of focus, or 'Habit' with its time. */
export function taskSubtitle(task: Task): string {
  if (task.template) return task.template.area.name;
  if (task.habit) return `Habit · ${clockTime(task.habit.time)}`;
  return '';
}

export interface TodayList {
  habits: Task[];
  exercises: Task[];
  /** Skipped today; they stay within reach so a skip can be taken back. */
  skipped: Task[];
  /** Something was given today and nothing of it is left open (everything completed or skipped). */
  allDone: boolean;
  /** Nothing given today (yet): the page says when exercises come rather than "all done". */
  empty: boolean;
}

/**
 * Today's list as the page shows it: skipped tasks leave the open list for a section of their
 * own, completed ones stay (marked done), habit days apart from the recommended exercises, each
 * in the server's order.
 */
export function todayList(tasks: readonly Task[]): TodayList {
  const shown = tasks.filter((task) => taskStatus(task) !== 'skipped');
  return {
    habits: shown.filter((task) => task.habit !== null),
    exercises: shown.filter((task) => task.habit === null),
    skipped: tasks.filter((task) => taskStatus(task) === 'skipped'),
    allDone: tasks.length > 0 && !tasks.some((task) => taskStatus(task) === 'open'),
    empty: tasks.length === 0,
  };
}
