/** The daily-exercise feature's door: what the app shell and other features may use of it. */
import { dailyExerciseQueryKeys } from './api/query-keys';

/**
 * The daily exercise page, loaded when its route first opens (issue 21): the app shell imports
 * this door at start-up (the offline queries below), so a page exported from it here would weigh
 * on every first load.
 */
export const loadDailyExercisePages = () => import('./pages');

/** Kept on the device so the page opens offline: today's list and the notes of its tasks. */
export const DAILY_EXERCISE_OFFLINE_QUERIES = [
  dailyExerciseQueryKeys.today(),
  [...dailyExerciseQueryKeys.all, 'notes'],
] as const;
