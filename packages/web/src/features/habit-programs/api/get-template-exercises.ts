import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paginated, type TemplateExercise } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { habitProgramsQueryKeys } from './get-habit-programs';

export interface ExerciseFilters {
  /** Trimmed search text ('' for none). */
  search: string;
  /** Only this area's exercises, or every area of the program. */
  areaId: number | null;
}

/** GET coaches/template-exercises/ — a page of a program's exercises, searched and by area. */
export function getTemplateExercisesPage(
  programId: number,
  { search, areaId }: ExerciseFilters,
  offset: number,
): Promise<Paginated<TemplateExercise>> {
  const params = new URLSearchParams({ themes__areas_of_focus: String(programId) });
  // Empty filters stay out: the server reads `themes=` as an id.
  if (search) params.set('q', search);
  if (areaId !== null) params.set('themes', String(areaId));
  params.set('limit', String(DEFAULT_PAGE_SIZE));
  params.set('offset', String(offset));
  return apiRequest<Paginated<TemplateExercise>>(`coaches/template-exercises/?${params.toString()}`);
}

/** The program's exercise list, 15 a page, one page after another. */
export function templateExercisesQueryOptions(programId: number, filters: ExerciseFilters) {
  return infiniteQueryOptions({
    queryKey: habitProgramsQueryKeys.exerciseList(programId, filters),
    queryFn: ({ pageParam }) => getTemplateExercisesPage(programId, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useTemplateExercises = (programId: number, filters: ExerciseFilters) =>
  useInfiniteQuery(templateExercisesQueryOptions(programId, filters));
