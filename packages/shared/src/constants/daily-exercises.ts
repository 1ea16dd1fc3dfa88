// Plain constants, no zod: the pages painted first need these, not the validation library
// (issue 21, first load). The schemas that use them are in schemas/daily-exercises.ts.

/** The spec's default habit time. */
export const DEFAULT_HABIT_TIME = '12:00:00';
/** The habit modal's time picker starts here (spec: time picker default 10:00). */
export const HABIT_PICKER_DEFAULT_TIME = '10:00:00';
/** The largest file a client may attach to an exercise (POST clients/exercise-history/). */
export const MAX_TASK_ATTACHMENT_BYTES = 25 * 1024 * 1024;
