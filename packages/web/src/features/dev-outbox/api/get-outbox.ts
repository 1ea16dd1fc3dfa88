import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { OUTBOX_PAGE_SIZE, type OutboxEmail, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const outboxQueryKey = ['dev', 'outbox'] as const;

/** GET dev/outbox/ — every e-mail the app wrote, newest first (staff only; others get 403). */
export function getOutbox(offset: number): Promise<Paginated<OutboxEmail>> {
  return apiRequest<Paginated<OutboxEmail>>(`dev/outbox/?limit=${OUTBOX_PAGE_SIZE}&offset=${offset}`);
}

export const outboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: outboxQueryKey,
    queryFn: ({ pageParam }) => getOutbox(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.length * OUTBOX_PAGE_SIZE : undefined),
  });

export const useOutbox = () => useInfiniteQuery(outboxQueryOptions());
