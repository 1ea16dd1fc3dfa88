import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paginated, type ReflectionEntry } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/ — a page of the client's answered reflections, newest first, searched by text. */
export function getReflections({
  search,
  limit = DEFAULT_PAGE_SIZE,
  offset = 0,
}: {
  search?: string;
  limit?: number;
  offset?: number;
}): Promise<Paginated<ReflectionEntry>> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return apiRequest<Paginated<ReflectionEntry>>(`clients/surveys/?${params.toString()}`);
}

/** The reflection history (spec: 15 a page, infinite scroll), one page after another. */
export function reflectionsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: reflectionQueryKeys.historyList(search),
    queryFn: ({ pageParam }) =>
      getReflections({ search: search || undefined, limit: DEFAULT_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useReflections = (search: string) => useInfiniteQuery(reflectionsQueryOptions(search));
