import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type JournalEntry, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

/** Every journal query starts with `journal`, so one invalidation refreshes every list. */
export const journalQueryKeys = {
  all: ['journal'] as const,
  lists: () => [...journalQueryKeys.all, 'list'] as const,
  list: (search: string) => [...journalQueryKeys.lists(), { search }] as const,
};

/** The cached shape of one journal list. */
export type JournalPages = InfiniteData<Paginated<JournalEntry>, number>;

/** GET clients/notes/ — a page of the client's own journal entries, newest first. */
export function getJournalEntries({
  search,
  limit = DEFAULT_PAGE_SIZE,
  offset = 0,
}: {
  search?: string;
  limit?: number;
  offset?: number;
}): Promise<Paginated<JournalEntry>> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return apiRequest<Paginated<JournalEntry>>(`clients/notes/?${params.toString()}`);
}

/** The journal list (spec: 15 a page, searched in title and text), one page after another. */
export function journalEntriesQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: journalQueryKeys.list(search),
    queryFn: ({ pageParam }) =>
      getJournalEntries({ search: search || undefined, limit: DEFAULT_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useJournalEntries = (search: string) => useInfiniteQuery(journalEntriesQueryOptions(search));
