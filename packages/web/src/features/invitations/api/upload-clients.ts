import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientUploadRequest, ClientUploadResponse } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** POST coaches/clients/client_upload/ — invites every row, all or nothing. */
export function uploadClients(request: ClientUploadRequest) {
  return apiRequest<ClientUploadResponse>('coaches/clients/client_upload/', {
    method: 'POST',
    body: request,
  });
}

export function useUploadClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
