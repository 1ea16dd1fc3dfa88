import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';
import { invalidateProgramLists } from './invalidate-programs';

/** DELETE coaches/habit-programs/{id}/ — the server soft-deletes it. */
export function deleteHabitProgram(id: number): Promise<null> {
  return apiRequest<null>(`coaches/habit-programs/${id}/`, { method: 'DELETE' });
}

export function useDeleteHabitProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteHabitProgram(id),
    onSuccess: async () => {
      // The page navigates away; dropping the detail keeps a stale copy from flashing on return.
      queryClient.removeQueries({ queryKey: habitProgramsQueryKeys.detail(id) });
      await invalidateProgramLists(queryClient);
    },
  });
}
