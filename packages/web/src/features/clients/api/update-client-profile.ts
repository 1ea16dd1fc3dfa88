import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfilePatch, ClientSummary } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKeys } from './get-clients';

export interface ClientProfileUpdate {
  /** The client profile's id (`client_profile.id`), not the user id. */
  profileId: number;
  patch: ClientProfilePatch;
}

/**
 * PATCH coaches/client-profiles/{profileId}/ — features, home page, habit program, pulse survey;
 * `{deactivated: null}` turns a deactivated client back on.
 */
export function updateClientProfile({ profileId, patch }: ClientProfileUpdate): Promise<ClientSummary> {
  return apiRequest<ClientSummary>(`coaches/client-profiles/${profileId}/`, { method: 'PATCH', body: patch });
}

export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientProfile,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsQueryKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: clientsQueryKeys.lists() });
    },
  });
}
