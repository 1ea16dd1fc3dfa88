import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paginated, type TemplateExercise } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/**
 * GET coaches/template-exercises/?themes__areas_of_focus= — the first 15 exercises of a program
 * matching `search` (all of them when it is empty); the picker narrows by searching, not paging.
 */
export function getTemplateExercises(
  programId: number,
  search: string,
): Promise<Paginated<TemplateExercise>> {
  const params = new URLSearchParams({
    themes__areas_of_focus: String(programId),
    limit: String(DEFAULT_PAGE_SIZE),
  });
  if (search) params.set('q', search);
  return apiRequest<Paginated<TemplateExercise>>(`coaches/template-exercises/?${params.toString()}`);
}

export const templateExercisesQueryOptions = (programId: number, search: string) =>
  queryOptions({
    queryKey: clientHabitsQueryKeys.templateExercises(programId, search),
    queryFn: () => getTemplateExercises(programId, search),
  });

/** The previous results stay on screen while a new search is on its way. */
export const useTemplateExercises = (programId: number, search: string) =>
  useQuery({ ...templateExercisesQueryOptions(programId, search), placeholderData: keepPreviousData });
