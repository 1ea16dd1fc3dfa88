import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfilePatch } from '@tandem/shared';
import { clientsQueryKeys } from '../../clients';
import { updateClientProfile } from '../../clients';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { invalidateSurveyLists } from './invalidate-pulse-surveys';

/** Gives the survey to a client and turns their daily reflection on. */
export const assignPatch = (surveyId: number): ClientProfilePatch => ({
  assigned_pulse_survey: surveyId,
  allow_self_reflect: true,
});

/**
 * Takes the survey away. Self reflection goes off with it: the server refuses a profile that
 * reflects without a survey.
 */
export const revokePatch: ClientProfilePatch = { assigned_pulse_survey: null, allow_self_reflect: false };

/**
 * PATCH coaches/client-profiles/{profileId}/ with `patch` (assignPatch or revokePatch), then
 * refreshes the clients lists and the survey's client count.
 */
export function useChangeSurveyAssignment(surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, patch }: { profileId: number; patch: ClientProfilePatch }) =>
      updateClientProfile({ profileId, patch }),
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsQueryKeys.detail(client.id), client);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: pulseSurveysQueryKeys.detail(surveyId) }),
        invalidateSurveyLists(queryClient),
      ]);
    },
  });
}
