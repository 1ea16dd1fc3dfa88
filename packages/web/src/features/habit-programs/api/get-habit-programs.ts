import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type HabitProgramSummary, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

/**
 * Every habit program query starts with `habit-programs`. A program's areas and exercises sit
 * under its id, so one invalidation refreshes everything shown on its detail page.
 */
export const habitProgramsQueryKeys = {
  all: ['habit-programs'] as const,
  list: () => [...habitProgramsQueryKeys.all, 'list'] as const,
  detail: (id: number) => [...habitProgramsQueryKeys.all, 'detail', id] as const,
  areas: (programId: number) => [...habitProgramsQueryKeys.all, programId, 'areas'] as const,
  exercises: (programId: number) => [...habitProgramsQueryKeys.all, programId, 'exercises'] as const,
  exerciseList: (programId: number, filters: { search: string; areaId: number | null }) =>
    [...habitProgramsQueryKeys.exercises(programId), filters] as const,
  /** The lessons an exercise may link to (they belong to courses, not to one program). */
  lessonChoices: () => [...habitProgramsQueryKeys.all, 'lesson-choices'] as const,
  resources: (exerciseId: number) => [...habitProgramsQueryKeys.all, 'resources', exerciseId] as const,
};

/** GET coaches/habit-programs/ — a page of the coach's programs and their company's managed ones. */
export function getHabitProgramsPage(offset: number): Promise<Paginated<HabitProgramSummary>> {
  const params = new URLSearchParams({ limit: String(DEFAULT_PAGE_SIZE), offset: String(offset) });
  return apiRequest<Paginated<HabitProgramSummary>>(`coaches/habit-programs/?${params.toString()}`);
}

/** The habit programs list (spec: infinite scroll, 15 a page; the server leaves deleted ones out). */
export function habitProgramsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: habitProgramsQueryKeys.list(),
    queryFn: ({ pageParam }) => getHabitProgramsPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useHabitProgramsList = () => useInfiniteQuery(habitProgramsQueryOptions());
