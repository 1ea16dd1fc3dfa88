import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIST_LIMIT,
  type AssessmentAnswer,
  type AssessmentAssignment,
  type ClientAssessment,
  type Paginated,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { assessmentsQueryKeys } from './get-client-assessments';

const openKey = () => [...assessmentsQueryKeys.all, 'client', 'open'] as const;

/** GET clients/assessment-assignments/ — what the coach asked the client to take. */
export const useOpenAssignments = () =>
  useQuery({
    queryKey: openKey(),
    queryFn: () =>
      apiRequest<Paginated<AssessmentAssignment>>(`clients/assessment-assignments/?limit=${LIST_LIMIT}`),
    select: (page) => page.results,
  });

/** POST clients/assessments/ — every answer at once; the result joins the client's list. */
export function useTakeAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { assignment: number; answers: AssessmentAnswer[] }) =>
      apiRequest<ClientAssessment>('clients/assessments/', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKeys.all }),
  });
}
