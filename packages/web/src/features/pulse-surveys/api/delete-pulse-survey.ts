import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKeys } from '../../clients';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { invalidateSurveyLists } from './invalidate-pulse-surveys';

/**
 * DELETE coaches/pulse-surveys/{id}/ — the server soft-deletes it and unassigns the clients who
 * had it (refused while a habit program uses it).
 */
export function deletePulseSurvey(id: number): Promise<null> {
  return apiRequest<null>(`coaches/pulse-surveys/${id}/`, { method: 'DELETE' });
}

export function useDeletePulseSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePulseSurvey(id),
    onSuccess: async () => {
      // The page navigates away; dropping the survey keeps a stale copy from flashing on return.
      queryClient.removeQueries({ queryKey: pulseSurveysQueryKeys.detail(id) });
      queryClient.removeQueries({ queryKey: pulseSurveysQueryKeys.content(id) });
      await Promise.all([
        invalidateSurveyLists(queryClient),
        // Its clients lost it (and maybe their self reflection).
        queryClient.invalidateQueries({ queryKey: clientsQueryKeys.all }),
      ]);
    },
  });
}
