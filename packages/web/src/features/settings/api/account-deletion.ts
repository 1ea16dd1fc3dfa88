import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionRequest, AccountDeletionState } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const accountDeletionQueryKey = ['account-deletion'] as const;

/** GET clients/account-deletion/ — the client's scheduled deletion, or null. */
export function getAccountDeletion() {
  return apiRequest<AccountDeletionState>('clients/account-deletion/');
}

export const useAccountDeletion = () =>
  useQuery({
    queryKey: accountDeletionQueryKey,
    queryFn: getAccountDeletion,
    select: (state) => state.deletion,
  });

/** POST clients/account-deletion/ — schedules the deletion, confirmed by the password. */
export function requestAccountDeletion(payload: AccountDeletionRequest) {
  return apiRequest<AccountDeletionState>('clients/account-deletion/', { method: 'POST', body: payload });
}

/** DELETE clients/account-deletion/ — keeps the account. */
export function cancelAccountDeletion() {
  return apiRequest<null>('clients/account-deletion/', { method: 'DELETE' });
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: (state) => queryClient.setQueryData(accountDeletionQueryKey, state),
  });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () =>
      queryClient.setQueryData<AccountDeletionState>(accountDeletionQueryKey, { deletion: null }),
  });
}
