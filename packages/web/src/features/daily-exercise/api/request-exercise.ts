import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** POST clients/tasks/ with an empty body — one more recommended exercise for today (400 when none is left). */
export function requestExercise(): Promise<Task> {
  return apiRequest<Task>('clients/tasks/', { method: 'POST', body: {} });
}

export function useRequestExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.today() }),
  });
}
