import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { OUTBOX_PAGE_SIZE, type OutboxText, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const outboxTextsQueryKey = ['dev', 'outbox', 'texts'] as const;

/** GET dev/outbox/texts/ — every text message the app wrote, newest first (staff only; others get 403). */
export function getOutboxTexts(offset: number): Promise<Paginated<OutboxText>> {
  return apiRequest<Paginated<OutboxText>>(`dev/outbox/texts/?limit=${OUTBOX_PAGE_SIZE}&offset=${offset}`);
}

export const outboxTextsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: outboxTextsQueryKey,
    queryFn: ({ pageParam }) => getOutboxTexts(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.length * OUTBOX_PAGE_SIZE : undefined),
  });

export const useOutboxTexts = () => useInfiniteQuery(outboxTextsQueryOptions());
