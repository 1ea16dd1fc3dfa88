import type { QueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../catalog';
import { habitProgramsQueryKeys } from './get-habit-programs';

/**
 * After a program is created, changed, copied or deleted: our list, and the pickers' list the
 * client onboarding, client settings and dashboard read (they show program names).
 */
export function invalidateProgramLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.list() }),
    queryClient.invalidateQueries({ queryKey: catalogQueryKeys.habitPrograms }),
  ]);
}

/**
 * After an area or exercise changes: the program's areas (their exercise counts), its exercise
 * lists and the program itself (its counts).
 */
export function invalidateProgramContent(queryClient: QueryClient, programId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.areas(programId) }),
    queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.exercises(programId) }),
    queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.detail(programId) }),
  ]);
}
