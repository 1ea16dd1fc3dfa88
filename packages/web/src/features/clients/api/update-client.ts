import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientPatch, ClientSummary } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKeys } from './get-clients';

/** PATCH coaches/clients/{id}/ — the client's e-mail and names. */
export function updateClient(id: number, patch: ClientPatch): Promise<ClientSummary> {
  return apiRequest<ClientSummary>(`coaches/clients/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ClientPatch) => updateClient(id, patch),
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsQueryKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: clientsQueryKeys.lists() });
    },
  });
}
