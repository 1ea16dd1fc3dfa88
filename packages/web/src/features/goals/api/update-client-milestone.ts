import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestonePatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** PATCH coaches/milestones/{id}/ — the coach completes (or moves) a client's milestone. */
export function updateClientMilestone(id: number, patch: MilestonePatch): Promise<Milestone> {
  return apiRequest<Milestone>(`coaches/milestones/${id}/`, { method: 'PATCH', body: patch });
}

/** `userId` is the client whose goal lists are refreshed afterwards. */
export function useUpdateClientMilestone(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MilestonePatch }) => updateClientMilestone(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.ofClient(userId) }),
  });
}
