import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paginated, ReminderDelivery } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

/** Log rows a page: about two days of one client's decisions. */
export const CLIENT_REMINDERS_PAGE_SIZE = 10;

export const clientRemindersQueryKey = (clientId: number) =>
  ['client-detail', clientId, 'reminders'] as const;

/** GET coaches/clients/{id}/reminders/?limit=&offset= — a page of the client's reminder log, newest first. */
export function getClientReminders(clientId: number, offset: number): Promise<Paginated<ReminderDelivery>> {
  const params = new URLSearchParams({ limit: String(CLIENT_REMINDERS_PAGE_SIZE), offset: String(offset) });
  return apiRequest<Paginated<ReminderDelivery>>(
    `coaches/clients/${clientId}/reminders/?${params.toString()}`,
  );
}

/** The client's reminder log, one page after another. */
export function clientRemindersQueryOptions(clientId: number) {
  return infiniteQueryOptions({
    queryKey: clientRemindersQueryKey(clientId),
    queryFn: ({ pageParam }) => getClientReminders(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useClientReminders = (clientId: number) =>
  useInfiniteQuery(clientRemindersQueryOptions(clientId));
