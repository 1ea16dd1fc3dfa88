import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HabitProgram } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';

export function getHabitProgram(id: number): Promise<HabitProgram> {
  return apiRequest<HabitProgram>(`coaches/habit-programs/${id}/`);
}

export const habitProgramQueryOptions = (id: number) =>
  queryOptions({ queryKey: habitProgramsQueryKeys.detail(id), queryFn: () => getHabitProgram(id) });

export const useHabitProgram = (id: number) => useQuery(habitProgramQueryOptions(id));
