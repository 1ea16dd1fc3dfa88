import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cohort } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/** PATCH coaches/cohorts/{id}/ — renames the cohort. */
export function updateCohort(id: number, input: { name: string }): Promise<Cohort> {
  return apiRequest<Cohort>(`coaches/cohorts/${id}/`, { method: 'PATCH', body: input });
}

export function useUpdateCohort(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string }) => updateCohort(id, input),
    onSuccess: async (cohort) => {
      queryClient.setQueryData(cohortsQueryKeys.detail(id), cohort);
      await queryClient.invalidateQueries({ queryKey: cohortsQueryKeys.list() });
    },
  });
}
