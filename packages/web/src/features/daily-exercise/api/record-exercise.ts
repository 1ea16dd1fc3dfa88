import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

export interface ExerciseRecord {
  /** The task id. */
  exercise: number;
  completed: boolean;
  file?: File;
}

/**
 * POST clients/exercise-history/ as multipart: records the task as completed (or not) and keeps
 * the optional file as its attachment. Only the list refresh afterwards is used of the answer.
 */
export function recordExercise({ exercise, completed, file }: ExerciseRecord): Promise<unknown> {
  const formData = new FormData();
  formData.append('exercise', String(exercise));
  formData.append('completed', String(completed));
  if (file) formData.append('file', file);
  return apiRequest<unknown>('clients/exercise-history/', { method: 'POST', formData });
}

export function useRecordExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.today() }),
  });
}
