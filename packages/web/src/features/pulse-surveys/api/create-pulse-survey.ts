import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PulseSurvey, PulseSurveyCreate } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { invalidateSurveyLists } from './invalidate-pulse-surveys';

/** POST coaches/pulse-surveys/ — the spec sends only the name; the server fills in the rest. */
export function createPulseSurvey(input: PulseSurveyCreate): Promise<PulseSurvey> {
  return apiRequest<PulseSurvey>('coaches/pulse-surveys/', { method: 'POST', body: input });
}

export function useCreatePulseSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPulseSurvey,
    onSuccess: async (survey) => {
      queryClient.setQueryData(pulseSurveysQueryKeys.detail(survey.id), survey);
      await invalidateSurveyLists(queryClient);
    },
  });
}
