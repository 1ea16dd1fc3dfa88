/**
 * Every daily-exercise query starts with `daily-exercise`: today's list, the client's habits, the
 * notes of one task and the commitments the coach asked for. A habit change refreshes today's list too (a habit day may join or leave it).
 */
export const dailyExerciseQueryKeys = {
  all: ['daily-exercise'] as const,
  today: () => [...dailyExerciseQueryKeys.all, 'today'] as const,
  habits: () => [...dailyExerciseQueryKeys.all, 'habits'] as const,
  notes: (taskId: number) => [...dailyExerciseQueryKeys.all, 'notes', taskId] as const,
  commitments: () => [...dailyExerciseQueryKeys.all, 'commitments'] as const,
};

/**
 * How long today's list and the commitments, once loaded, count as fresh when another part of
 * the page starts watching them. The page and the lists inside it watch the same queries, and
 * each would otherwise ask again as it mounts: every load of the client's home asked for both
 * twice. The client's own changes still refresh them at once (they update or invalidate).
 */
export const DAILY_LIST_STALE_MS = 30_000;
