import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_REFLECTIONS_PAGE_SIZE, type CoachReflectionEntry, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { pulseInsightsQueryKeys } from './query-keys';

/** GET coaches/client-pulse-surveys/?user=&search=&limit=4 — a page of the client's answered reflections, newest first. */
export function getClientReflections(
  clientId: number,
  search: string,
  offset: number,
): Promise<Paginated<CoachReflectionEntry>> {
  const params = new URLSearchParams({ user: String(clientId) });
  if (search) params.set('search', search);
  params.set('limit', String(CLIENT_REFLECTIONS_PAGE_SIZE));
  params.set('offset', String(offset));
  return apiRequest<Paginated<CoachReflectionEntry>>(`coaches/client-pulse-surveys/?${params.toString()}`);
}

/** The client's reflections, 4 a page, one page after another. */
export function clientReflectionsQueryOptions(clientId: number, search: string) {
  return infiniteQueryOptions({
    queryKey: pulseInsightsQueryKeys.reflections(clientId, search),
    queryFn: ({ pageParam }) => getClientReflections(clientId, search, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useClientReflections = (clientId: number, search: string) =>
  useInfiniteQuery(clientReflectionsQueryOptions(clientId, search));
