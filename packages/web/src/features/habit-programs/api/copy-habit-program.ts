import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyProgram, HabitProgram } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';
import { invalidateProgramLists } from './invalidate-programs';

/** POST coaches/habit-programs/{id}/copy_program/ — a deep copy the caller owns. */
export function copyHabitProgram(id: number, input: CopyProgram): Promise<HabitProgram> {
  return apiRequest<HabitProgram>(`coaches/habit-programs/${id}/copy_program/`, {
    method: 'POST',
    body: input,
  });
}

export function useCopyHabitProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyProgram) => copyHabitProgram(id, input),
    onSuccess: async (copy) => {
      queryClient.setQueryData(habitProgramsQueryKeys.detail(copy.id), copy);
      // Moving clients changes the original's client count too.
      await Promise.all([
        invalidateProgramLists(queryClient),
        queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.detail(id) }),
      ]);
    },
  });
}
