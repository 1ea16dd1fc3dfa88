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
