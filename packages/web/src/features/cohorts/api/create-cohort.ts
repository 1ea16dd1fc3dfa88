import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cohort } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

export function createCohort(input: { name: string }): Promise<Cohort> {
  return apiRequest<Cohort>('coaches/cohorts/', { method: 'POST', body: input });
}

export function useCreateCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCohort,
    onSuccess: async (cohort) => {
      queryClient.setQueryData(cohortsQueryKeys.detail(cohort.id), cohort);
      await queryClient.invalidateQueries({ queryKey: cohortsQueryKeys.list() });
    },
  });
}
