import type { Task, TaskPatch } from '@tandem/shared';

/**
 * The task as the server will show it once `patch` is applied at `now`: what the card shows at
 * once, before the server answered or while the change waits on the device. Completing un-skips
 * and keeps a first completion's time; skipping or reopening clears the completion (the server's
 * taskStateChange).
 */
export function applyTaskPatch(task: Task, patch: TaskPatch, now = new Date()): Task {
  if (patch.completed === true)
    return { ...task, completed_at: task.completed_at ?? now.toISOString(), ignored: false };
  const next = { ...task };
  if (patch.completed === false || patch.ignored === true) next.completed_at = null;
  if (patch.ignored !== undefined) next.ignored = patch.ignored;
  return next;
}
