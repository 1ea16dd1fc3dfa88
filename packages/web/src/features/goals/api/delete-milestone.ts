import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** DELETE clients/milestones/{id}/ — the goal's other milestones are renumbered. */
export function deleteMilestone(id: number): Promise<null> {
  return apiRequest<null>(`clients/milestones/${id}/`, { method: 'DELETE' });
}

export function useDeleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.own() }),
  });
}
