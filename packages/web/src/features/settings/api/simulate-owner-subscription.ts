import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerSubscription, SimulateSubscriptionEvent } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { ownerSubscriptionQueryKey } from './get-owner-subscription';

/**
 * POST owners/subscriptions/{id}/simulate/ — test mode only: the offline provider renews the plan
 * now with the card on file, or ends it as the provider would after its retries.
 */
export function simulateOwnerSubscription({ id, event }: { id: number } & SimulateSubscriptionEvent) {
  return apiRequest<OwnerSubscription>(`owners/subscriptions/${id}/simulate/`, {
    method: 'POST',
    body: { event } satisfies SimulateSubscriptionEvent,
  });
}

/** The plan's standing changes the user's features too: both are asked again. */
export function useSimulateOwnerSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateOwnerSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerSubscriptionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
