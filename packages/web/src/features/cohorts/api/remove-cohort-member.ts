import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/** POST coaches/client-cohorts/remove/ — takes the client out of the cohort. */
export function removeCohortMember(cohortId: number, clientId: number): Promise<null> {
  return apiRequest<null>('coaches/client-cohorts/remove/', {
    method: 'POST',
    body: { client: clientId, cohort: cohortId },
  });
}

export function useRemoveCohortMember(cohortId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => removeCohortMember(cohortId, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cohortsQueryKeys.all }),
  });
}
