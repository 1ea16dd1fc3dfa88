import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Invitation, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** Every query about this coach's pending invitations starts with this key. */
export const invitationsQueryKey = ['client-invitations'] as const;

/** GET coaches/client-invitations/ — this coach's pending invitations, newest first. */
export function getInvitations({ limit, offset }: { limit: number; offset: number }) {
  return apiRequest<Paginated<Invitation>>(`coaches/client-invitations/?limit=${limit}&offset=${offset}`);
}

export function invitationsQueryOptions(pageSize = DEFAULT_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...invitationsQueryKey, 'list', pageSize],
    queryFn: ({ pageParam }) => getInvitations({ limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.next ? pages.reduce((seen, page) => seen + page.results.length, 0) : undefined,
  });
}

export const useInvitations = () => useInfiniteQuery(invitationsQueryOptions());
