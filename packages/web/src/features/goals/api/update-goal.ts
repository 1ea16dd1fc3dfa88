import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/**
 * PATCH clients/goals/{id}/ — edits the goal, completes it (`completed: true`, refused while a
 * milestone is open) or abandons it (`abandoned: true`, which takes it off the list).
 */
export function updateGoal(id: number, patch: GoalPatch): Promise<Goal> {
  return apiRequest<Goal>(`clients/goals/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: GoalPatch }) => updateGoal(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.own() }),
  });
}
