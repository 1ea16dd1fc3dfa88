import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKeys } from './get-clients';

/** DELETE coaches/client-profiles/{profileId}/ — deactivates the client (their sessions end). */
export function deactivateClient(profileId: number): Promise<null> {
  return apiRequest<null>(`coaches/client-profiles/${profileId}/`, { method: 'DELETE' });
}

export function useDeactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateClient,
    // The client moves from the active list to the deactivated one, and their detail changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKeys.all }),
  });
}
