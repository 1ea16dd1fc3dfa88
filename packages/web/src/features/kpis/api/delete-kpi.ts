import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kpisQueryKeys } from './get-kpis';

/** DELETE clients/kpis/{id}/ (204). */
export function deleteKpi(id: number): Promise<null> {
  return apiRequest<null>(`clients/kpis/${id}/`, { method: 'DELETE' });
}

export function useDeleteKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisQueryKeys.all }),
  });
}
