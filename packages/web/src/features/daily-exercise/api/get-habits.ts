import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientHabit, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** GET clients/habits/ — the client's active habits (removed ones never come back). */
export function getHabits(): Promise<Paginated<ClientHabit>> {
  return apiRequest<Paginated<ClientHabit>>(`clients/habits/?limit=${SHORT_LIST_LIMIT}`);
}

export const habitsQueryOptions = () =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.habits(),
    queryFn: getHabits,
    select: (page) => page.results,
  });

export const useHabits = () => useQuery(habitsQueryOptions());
