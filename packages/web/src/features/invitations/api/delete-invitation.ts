import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** DELETE coaches/client-invitations/{token}/ — withdraws a pending invitation. */
export function deleteInvitation(token: string) {
  return apiRequest<null>(`coaches/client-invitations/${encodeURIComponent(token)}/`, { method: 'DELETE' });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
