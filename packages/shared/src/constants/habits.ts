// Plain constants, no zod: the pages painted first need these, not the validation library
// (issue 21, first load). The schemas that use them are in schemas/habits.ts.

/** Limits of a program (the engine reads these; the forms bound their inputs with them). */
export const HABIT_LIMITS = {
  maxDailyExercises: 20,
  maxAllowedGroups: 20,
  /** Days an exercise waits before it may be given again. */
  maxBufferDays: 365,
  /** Days a task stays on the client's list. */
  maxAvailableForDays: 60,
} as const;
/** Orderings the exercise list accepts (a leading '-' for descending). */
export const TEMPLATE_EXERCISE_ORDERINGS = [
  'short_description',
  '-short_description',
  'created_at',
  '-created_at',
] as const;
