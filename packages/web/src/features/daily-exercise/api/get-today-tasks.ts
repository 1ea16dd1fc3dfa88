import { TODAY_TASKS_PATH } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, Task } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { DAILY_LIST_STALE_MS, dailyExerciseQueryKeys } from './query-keys';

/**
 * GET clients/tasks/?due=true — today's list: the habit days and exercises still open, and the
 * ones completed or skipped today, habits first (the server's order).
 */
export function getTodayTasks(): Promise<Paginated<Task>> {
  return apiRequest<Paginated<Task>>(TODAY_TASKS_PATH);
}

export const todayTasksQueryOptions = () =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.today(),
    staleTime: DAILY_LIST_STALE_MS,
    queryFn: getTodayTasks,
    select: (page) => page.results,
  });

export const useTodayTasks = () => useQuery(todayTasksQueryOptions());
