import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** PATCH clients/tasks/{id}/ — `{completed: true}` completes it, `{ignored: true}` skips it. */
export function updateTask(id: number, patch: TaskPatch): Promise<Task> {
  return apiRequest<Task>(`clients/tasks/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TaskPatch }) => updateTask(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyExerciseQueryKeys.today() }),
  });
}
