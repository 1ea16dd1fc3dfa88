import type { ClientExercise } from '@tandem/shared';
import { formatDay } from './format-date';

/** Where an exercise of the history stands: done (and on which day), skipped, or still open. */
export function exerciseStatus(exercise: Pick<ClientExercise, 'completed_at' | 'ignored'>): {
  label: string;
  color: string;
} {
  if (exercise.completed_at)
    return { label: `Completed on ${formatDay(exercise.completed_at)}`, color: 'green' };
  if (exercise.ignored) return { label: 'Skipped', color: 'gray' };
  return { label: 'Open', color: 'blue' };
}
