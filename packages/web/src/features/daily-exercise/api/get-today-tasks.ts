import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, Task } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/**
 * GET clients/tasks/?due=true — today's list: the habit days and exercises still open, and the
 * ones completed or skipped today, habits first (the server's order).
 */
export function getTodayTasks(): Promise<Paginated<Task>> {
  return apiRequest<Paginated<Task>>(`clients/tasks/?due=true&limit=${SHORT_LIST_LIMIT}`);
}

export const todayTasksQueryOptions = () =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.today(),
    queryFn: getTodayTasks,
    select: (page) => page.results,
  });

export const useTodayTasks = () => useQuery(todayTasksQueryOptions());
