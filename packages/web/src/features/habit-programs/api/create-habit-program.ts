import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HabitProgram, HabitProgramWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';
import { invalidateProgramLists } from './invalidate-programs';

/** POST coaches/habit-programs/ */
export function createHabitProgram(input: HabitProgramWrite): Promise<HabitProgram> {
  return apiRequest<HabitProgram>('coaches/habit-programs/', { method: 'POST', body: input });
}

export function useCreateHabitProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHabitProgram,
    onSuccess: async (program) => {
      queryClient.setQueryData(habitProgramsQueryKeys.detail(program.id), program);
      await invalidateProgramLists(queryClient);
    },
  });
}
