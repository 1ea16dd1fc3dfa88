import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { LIST_LIMIT } from '@tandem/shared';

/**
 * Every goals query starts with `goals`: the client's own list under `own`, a coach's view of one
 * client under `client`, so each side's mutations refresh exactly the lists they change.
 */
export const goalsQueryKeys = {
  all: ['goals'] as const,
  own: () => [...goalsQueryKeys.all, 'own'] as const,
  ofClient: (userId: number) => [...goalsQueryKeys.all, 'client', userId] as const,
  clientList: (userId: number, showAll: boolean) =>
    [...goalsQueryKeys.ofClient(userId), { showAll }] as const,
};

/** GET clients/goals/ — the client's own goals that are not abandoned, unfinished first. */
export function getGoals(): Promise<Paginated<Goal>> {
  return apiRequest<Paginated<Goal>>(`clients/goals/?limit=${LIST_LIMIT}`);
}

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: goalsQueryKeys.own(), queryFn: getGoals, select: (page) => page.results });

export const useGoals = () => useQuery(goalsQueryOptions());
