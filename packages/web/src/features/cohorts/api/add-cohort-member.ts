import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CohortMember } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/**
 * POST coaches/client-cohorts/ — `client` is the client's user id. A client already in the
 * cohort answers 400 with the spec's 'Unable to add {name} ...' in `non_field_errors`.
 */
export function addCohortMember(cohortId: number, clientId: number): Promise<CohortMember> {
  return apiRequest<CohortMember>('coaches/client-cohorts/', {
    method: 'POST',
    body: { client: clientId, cohort: cohortId },
  });
}

/** Members and counts change together, so every query of the cohorts is refreshed. */
export function useAddCohortMember(cohortId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => addCohortMember(cohortId, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cohortsQueryKeys.all }),
  });
}
