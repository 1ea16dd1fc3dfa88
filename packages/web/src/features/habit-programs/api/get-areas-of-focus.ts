import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaOfFocus, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';

/** Spec (section 9): areas of focus load 100 at a time; a program has far fewer. */
export const AREA_OF_FOCUS_LIMIT = 100;

/** GET coaches/area-of-growths/?areas_of_focus={programId} — the program's areas, in order. */
export function getAreasOfFocus(programId: number): Promise<Paginated<AreaOfFocus>> {
  const params = new URLSearchParams({
    areas_of_focus: String(programId),
    limit: String(AREA_OF_FOCUS_LIMIT),
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
