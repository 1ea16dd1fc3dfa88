import type { TaskPatch } from '@tandem/shared';
import type { Actor } from '../../lib/auth';

/** What deciding access to the daily-exercise endpoints needs about the caller. */
export interface DailyExerciseFacts {
  /** The caller's client profile's `allow_daily_exercises`; null when they have no client profile. */
  allowDailyExercises: boolean | null;
}

/**
 * Whether the caller may use their daily exercises and habits (clients/tasks, clients/habits,
 * clients/exercise-history). A client whose coach turned the feature off may not (403); a user
 * without a client profile (a coach using the app for themself) keeps their own habits and tasks.
 */
export const mayUseDailyExercises = (facts: DailyExerciseFacts) => facts.allowDailyExercises !== false;

/** A task is its client's alone: anyone else (their coach included) reaches it through the coach views. */
export const ownsTask = (actor: Actor, task: { userId: number }) => task.userId === actor.userId;

/**
 * Whether a task is on the client's list on their local day `today` (YYYY-MM-DD): from its due
 * day through `available_until`. Completing or skipping is allowed only then.
 */
export const isAvailableOn = (task: { dueOn: string; availableUntil: string }, today: string) =>
  task.dueOn <= today && today <= task.availableUntil;

/** What a task patch writes: completion set to now (kept when already set), cleared, or left alone. */
export interface TaskStateChange {
  completion: 'complete' | 'reopen' | 'keep';
  ignored: boolean | undefined;
}

/**
 * Whether a write made at `writtenAt` (offline, replayed later) may change a task: never to undo
 * a completion recorded after it was written, since that newer state wins. A write made online
 * (no `writtenAt`) always may.
 */
export function replayMayApply(
  task: { completedAt: Date | string | null },
  change: TaskStateChange,
  writtenAt: Date | null,
): boolean {
  if (!writtenAt || change.completion !== 'reopen' || task.completedAt === null) return true;
  return new Date(task.completedAt).getTime() <= writtenAt.getTime();
}

/**
 * Completing and skipping exclude each other: completing un-skips, skipping clears the completion.
 * `completed: true` on a completed task keeps its first completion time (the repo coalesces).
 */
export function taskStateChange(patch: Pick<TaskPatch, 'completed' | 'ignored'>): TaskStateChange {
  let completion: TaskStateChange['completion'] = 'keep';
  let ignored = patch.ignored;
  if (patch.completed === true) {
    completion = 'complete';
    ignored = false;
  } else if (patch.completed === false || patch.ignored === true) {
    completion = 'reopen';
  }
  return { completion, ignored };
}
