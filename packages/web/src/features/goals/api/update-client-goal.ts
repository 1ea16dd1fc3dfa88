import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** PATCH coaches/goals/{id}/ — the coach's save of a client's goal (same rules as the client's). */
export function updateClientGoal(id: number, patch: GoalPatch): Promise<Goal> {
  return apiRequest<Goal>(`coaches/goals/${id}/`, { method: 'PATCH', body: patch });
}

/** `userId` is the client whose goal lists are refreshed afterwards. */
export function useUpdateClientGoal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: GoalPatch }) => updateClientGoal(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.ofClient(userId) }),
  });
}
