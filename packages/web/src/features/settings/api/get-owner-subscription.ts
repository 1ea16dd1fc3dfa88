import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerSubscription, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const ownerSubscriptionQueryKey = ['subscriptions', 'owner'] as const;

/** GET owners/subscriptions/?current=true — the owner's own plans, newest first. */
export function getOwnerSubscriptions() {
  return apiRequest<Paginated<OwnerSubscription>>('owners/subscriptions/?current=true');
}

/** The current (newest) owner subscription, or null. */
export const ownerSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ownerSubscriptionQueryKey,
    queryFn: getOwnerSubscriptions,
    select: (page) => page.results[0] ?? null,
  });

/** Pass `enabled: false` for users who cannot own a plan (no coach licence). */
export const useOwnerSubscription = (enabled: boolean) =>
  useQuery({ ...ownerSubscriptionQueryOptions(), enabled });
