import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerSubscriptionQueryKey } from './get-owner-subscription';

/** DELETE owners/subscriptions/{id}/ — stops renewal; the plan runs until its scheduled invoice. */
export function cancelOwnerSubscription(id: number) {
  return apiRequest<null>(`owners/subscriptions/${id}/`, { method: 'DELETE' });
}

export function useCancelOwnerSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnerSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSubscriptionQueryKey }),
  });
}
