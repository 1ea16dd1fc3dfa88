import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientHabit, ClientHabitWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** POST clients/habits/ — when its days include today, the server puts today's habit day on the list. */
export function createHabit(habit: ClientHabitWrite): Promise<ClientHabit> {
  return apiRequest<ClientHabit>('clients/habits/', { method: 'POST', body: habit });
}

export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHabit,
    // Both the habits and today's list: a habit due today shows at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.all }),
  });
}
