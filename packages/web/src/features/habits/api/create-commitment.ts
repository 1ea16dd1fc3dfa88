import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Commitment, CommitmentWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** POST coaches/commitments/ — a new commitment of the client's, due on `due_date`. */
export function createCommitment(input: CommitmentWrite): Promise<Commitment> {
  return apiRequest<Commitment>('coaches/commitments/', { method: 'POST', body: input });
}

export function useCreateCommitment(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommitment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientHabitsQueryKeys.commitments(clientId) }),
  });
}
