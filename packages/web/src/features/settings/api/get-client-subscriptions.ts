import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSubscription, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const clientSubscriptionsQueryKey = ['subscriptions', 'client'] as const;

/** GET clients/subscriptions/ — the client's own plan subscriptions. */
export function getClientSubscriptions() {
  return apiRequest<Paginated<ClientSubscription>>('clients/subscriptions/');
}

/** The subscription to show: the first one still running, else the first one. */
export const clientSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: clientSubscriptionsQueryKey,
    queryFn: getClientSubscriptions,
    select: (page) => page.results.find((subscription) => !subscription.canceled) ?? page.results[0] ?? null,
  });

/** Pass `enabled: false` for users without a client profile. */
export const useClientSubscription = (enabled: boolean) =>
  useQuery({ ...clientSubscriptionsQueryOptions(), enabled });
