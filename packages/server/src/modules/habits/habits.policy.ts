import type { Weekday } from '@tandem/shared';
import type { Actor } from '../../lib/auth';

/** A habit is its client's own; their coach reads it through coaches/client-habits/. */
export const ownsHabit = (actor: Actor, habit: { userId: number }) => habit.userId === actor.userId;

/** What happened to a habit in one request. */
export interface HabitChange {
  /** It was just created. */
  created: boolean;
  /** Its days of the week were sent and differ from before. */
  daysChanged: boolean;
  /** It was just removed (`active: false`). */
  removed: boolean;
}

/**
 * What today's habit day must become after a change, so the list matches the habit at once
 * rather than at the next generation: 'ensure' it exists, 'remove' it (when still open), or
 * 'keep' it as it is. Only a new habit, new days or a removal touch today.
 */
export function todaysHabitDay(
  change: HabitChange,
  daysOfWeek: readonly number[],
  weekday: Weekday,
): 'ensure' | 'remove' | 'keep' {
  if (change.removed) return 'remove';
  if (!change.created && !change.daysChanged) return 'keep';
  if (daysOfWeek.includes(weekday)) return 'ensure';
  return change.created ? 'keep' : 'remove';
}

/** Whether two lists of weekdays hold the same days. */
export function sameDays(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((day) => right.has(day));
}
