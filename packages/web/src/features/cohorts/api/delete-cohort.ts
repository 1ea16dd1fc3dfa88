import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

export function deleteCohort(id: number): Promise<null> {
  return apiRequest<null>(`coaches/cohorts/${id}/`, { method: 'DELETE' });
}

export function useDeleteCohort(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCohort(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cohortsQueryKeys.list() }),
  });
}
