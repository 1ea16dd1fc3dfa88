import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PulseSurvey, PulseSurveyPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { invalidateSurveyLists } from './invalidate-pulse-surveys';

/** PATCH coaches/pulse-surveys/{id}/ */
export function updatePulseSurvey(id: number, input: PulseSurveyPatch): Promise<PulseSurvey> {
  return apiRequest<PulseSurvey>(`coaches/pulse-surveys/${id}/`, { method: 'PATCH', body: input });
}

export function useUpdatePulseSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PulseSurveyPatch) => updatePulseSurvey(id, input),
    onSuccess: async (survey) => {
      queryClient.setQueryData(pulseSurveysQueryKeys.detail(id), survey);
      await invalidateSurveyLists(queryClient);
    },
  });
}
