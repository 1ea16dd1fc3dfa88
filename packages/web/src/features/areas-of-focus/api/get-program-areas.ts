import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaOfFocus, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { areasOfFocusQueryKeys } from './query-keys';

/** GET coaches/area-of-growths/?areas_of_focus={programId} — a program's areas, as a coach sees them. */
export function getProgramAreas(programId: number): Promise<Paginated<AreaOfFocus>> {
  const params = new URLSearchParams({ areas_of_focus: String(programId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<AreaOfFocus>>(`coaches/area-of-growths/?${params.toString()}`);
}

export const programAreasQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: areasOfFocusQueryKeys.ofProgram(programId),
    queryFn: () => getProgramAreas(programId),
    select: (page) => page.results,
  });

/** The areas of `programId`; pass null to load nothing. */
export const useProgramAreas = (programId: number | null) =>
  useQuery({ ...programAreasQueryOptions(programId ?? 0), enabled: programId !== null });
