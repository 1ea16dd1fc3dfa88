import { SINCE_DAYS_OPTIONS } from '@tandem/shared';

/** `completed` of `due` as a whole percent; nothing due is 0 (spec: completed-exercise percentage). */
export function completionPercent({ completed, due }: { completed: number; due: number }): number {
  if (due <= 0) return 0;
  return Math.min(100, Math.round((completed / due) * 100));
}

/** The look-back windows as a Select offers them: 'Last 30 days'. */
export const SINCE_OPTIONS = SINCE_DAYS_OPTIONS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));
