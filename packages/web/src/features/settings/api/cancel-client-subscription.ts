import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientSubscriptionsQueryKey } from './get-client-subscriptions';

/** DELETE clients/subscriptions/{id}/ — marks the subscription canceled. */
export function cancelClientSubscription(id: number) {
  return apiRequest<null>(`clients/subscriptions/${id}/`, { method: 'DELETE' });
}

export function useCancelClientSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClientSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientSubscriptionsQueryKey }),
  });
}
