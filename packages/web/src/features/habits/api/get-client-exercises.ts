import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type ClientExercise, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** GET coaches/client-exercises/?user= — a page of the client's exercise history, newest first. */
export function getClientExercises(clientId: number, offset: number): Promise<Paginated<ClientExercise>> {
  const params = new URLSearchParams({
    user: String(clientId),
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<Paginated<ClientExercise>>(`coaches/client-exercises/?${params.toString()}`);
}

/** The exercise history (15 a page), one page after another as the coach scrolls. */
export function clientExercisesQueryOptions(clientId: number) {
  return infiniteQueryOptions({
    queryKey: clientHabitsQueryKeys.exercises(clientId),
    queryFn: ({ pageParam }) => getClientExercises(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.next ? pages.reduce((seen, page) => seen + page.results.length, 0) : undefined,
  });
}

export const useClientExercises = (clientId: number) =>
  useInfiniteQuery(clientExercisesQueryOptions(clientId));
