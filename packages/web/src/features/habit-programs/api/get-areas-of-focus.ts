import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaOfFocus, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';

/** GET coaches/area-of-growths/?areas_of_focus={programId} — the program's areas, in order. */
export function getAreasOfFocus(programId: number): Promise<Paginated<AreaOfFocus>> {
  const params = new URLSearchParams({
    areas_of_focus: String(programId),
    limit: String(SHORT_LIST_LIMIT),
  });
  return apiRequest<Paginated<AreaOfFocus>>(`coaches/area-of-growths/?${params.toString()}`);
}

export const areasOfFocusQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: habitProgramsQueryKeys.areas(programId),
    queryFn: () => getAreasOfFocus(programId),
    select: (page) => page.results,
  });

export const useAreasOfFocus = (programId: number) => useQuery(areasOfFocusQueryOptions(programId));
