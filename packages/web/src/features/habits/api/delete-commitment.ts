import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** DELETE coaches/commitments/{id}/ */
export function deleteCommitment(id: number): Promise<null> {
  return apiRequest<null>(`coaches/commitments/${id}/`, { method: 'DELETE' });
}

/** `clientId` is the client whose commitments are refreshed afterwards. */
export function useDeleteCommitment(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommitment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientHabitsQueryKeys.commitments(clientId) }),
  });
}
