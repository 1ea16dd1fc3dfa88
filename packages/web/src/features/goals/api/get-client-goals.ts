import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';
import { LIST_LIMIT } from '@tandem/shared';

/**
 * GET coaches/goals/ — a client's goals for their coach. By default the spec's list (not
 * abandoned, progress under 100); `showAll` adds the completed ones. Abandoned goals stay out:
 * abandoning is how a client removes a goal.
 */
export function getClientGoals(userId: number, showAll: boolean): Promise<Paginated<Goal>> {
  const params = new URLSearchParams({ user: String(userId), abandoned: 'false' });
  if (!showAll) params.set('progress__lt', '100');
  params.set('limit', String(LIST_LIMIT));
  return apiRequest<Paginated<Goal>>(`coaches/goals/?${params.toString()}`);
}

export const clientGoalsQueryOptions = (userId: number, showAll: boolean) =>
  queryOptions({
    queryKey: goalsQueryKeys.clientList(userId, showAll),
    queryFn: () => getClientGoals(userId, showAll),
    select: (page) => page.results,
  });

export const useClientGoals = (userId: number, showAll: boolean) =>
  useQuery(clientGoalsQueryOptions(userId, showAll));
