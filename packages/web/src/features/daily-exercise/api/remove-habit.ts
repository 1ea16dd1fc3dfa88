import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientHabit } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** PATCH clients/habits/{id}/ `{active: false}` — removes the habit for good. */
export function removeHabit(id: number): Promise<ClientHabit> {
  return apiRequest<ClientHabit>(`clients/habits/${id}/`, { method: 'PATCH', body: { active: false } });
}

export function useRemoveHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHabit,
    // Today's open day of the habit leaves the list with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.all }),
  });
}
