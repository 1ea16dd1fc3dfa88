/** The daily-exercise feature's door: what the app shell and other features may use of it. */
import type { QueryClient } from '@tanstack/react-query';
import { commitmentsQueryOptions } from './api/get-commitments';
import { todayTasksQueryOptions } from './api/get-today-tasks';
import { dailyExerciseQueryKeys } from './api/query-keys';

/**
 * The daily exercise page, the client's home: part of the app's entry rather than a chunk of its
 * own (issue 21, app/routes.tsx says why).
 */
export { DailyExercisePage } from './components/daily-exercise-page';

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
