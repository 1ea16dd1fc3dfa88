/** The daily-exercise feature's door: what the app shell and other features may use of it. */
import type { QueryClient } from '@tanstack/react-query';
import { commitmentsQueryOptions } from './api/get-commitments';
import { todayTasksQueryOptions } from './api/get-today-tasks';
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

/**
 * What the page shows first, for its route's loader (the app's page-data.ts): the coach's
 * commitments and today's list, the answers early-requests.js asked for as the HTML arrived.
 * Data already kept (fresh or restored from the device) is used as it is.
 */
export const loadDailyExerciseData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(commitmentsQueryOptions()),
    queryClient.ensureQueryData(todayTasksQueryOptions()),
  ]);
