import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestonePatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** PATCH clients/milestones/{id}/ — completes it (one way) or moves it to a new `order`. */
export function updateMilestone(id: number, patch: MilestonePatch): Promise<Milestone> {
  return apiRequest<Milestone>(`clients/milestones/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MilestonePatch }) => updateMilestone(id, patch),
    // The goal's progress changes with its milestones, so the list is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.own() }),
  });
}
