import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** GET coaches/client-invitations/{token}/resend_invitation/ — sends the invitation mail again. */
export function resendInvitation(token: string) {
  return apiRequest<{ detail: string }>(
    `coaches/client-invitations/${encodeURIComponent(token)}/resend_invitation/`,
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // The invitation's sent_at changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
