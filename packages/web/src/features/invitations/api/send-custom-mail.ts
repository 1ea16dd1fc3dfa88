import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomInvitationMail } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** POST coaches/client-invitations/{token}/send_custom_mail/ — the server appends the sign-up link. */
export function sendCustomMail({ token, mail }: { token: string; mail: CustomInvitationMail }) {
  return apiRequest<{ detail: string }>(
    `coaches/client-invitations/${encodeURIComponent(token)}/send_custom_mail/`,
    { method: 'POST', body: mail },
  );
}

export function useSendCustomMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
