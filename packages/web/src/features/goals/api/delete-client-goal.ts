import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** DELETE coaches/goals/{id}/ — the coach deletes a client's goal with its milestones. */
export function deleteClientGoal(id: number): Promise<null> {
  return apiRequest<null>(`coaches/goals/${id}/`, { method: 'DELETE' });
}

/** `userId` is the client whose goal lists are refreshed afterwards. */
export function useDeleteClientGoal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.ofClient(userId) }),
  });
}
