import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachTaskCreate, Task } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** POST coaches/client-tasks/ — gives the client one exercise of the library, due today. */
export function assignExercise(input: CoachTaskCreate): Promise<Task> {
  return apiRequest<Task>('coaches/client-tasks/', { method: 'POST', body: input });
}

/** The new task joins the client's exercise history and counts in their progress by area. */
export function useAssignExercise(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: number) => assignExercise({ template, user: clientId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientHabitsQueryKeys.exercises(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientHabitsQueryKeys.progress(clientId) }),
      ]),
  });
}
