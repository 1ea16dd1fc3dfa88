import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HabitProgram, HabitProgramPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';
import { invalidateProgramLists } from './invalidate-programs';

/** PATCH coaches/habit-programs/{id}/ */
export function updateHabitProgram(id: number, input: HabitProgramPatch): Promise<HabitProgram> {
  return apiRequest<HabitProgram>(`coaches/habit-programs/${id}/`, { method: 'PATCH', body: input });
}

export function useUpdateHabitProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HabitProgramPatch) => updateHabitProgram(id, input),
    onSuccess: async (program) => {
      queryClient.setQueryData(habitProgramsQueryKeys.detail(id), program);
      await invalidateProgramLists(queryClient);
    },
  });
}
