import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Commitment } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** PATCH clients/commitments/{id}/ `{completed}` — marks a commitment done, or not done again. */
export function completeCommitment(input: { id: number; completed: boolean }): Promise<Commitment> {
  return apiRequest<Commitment>(`clients/commitments/${input.id}/`, {
    method: 'PATCH',
    body: { completed: input.completed },
  });
}

export function useCompleteCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCommitment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.commitments() }),
  });
}
