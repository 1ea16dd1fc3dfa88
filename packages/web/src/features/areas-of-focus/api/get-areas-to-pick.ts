import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAreaOfFocus, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { areasOfFocusQueryKeys } from './query-keys';

/** GET clients/area-of-growths/?areas_of_focus={programId} — the areas of the client's own program. */
export function getAreasToPick(programId: number): Promise<Paginated<ClientAreaOfFocus>> {
  const params = new URLSearchParams({ areas_of_focus: String(programId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<ClientAreaOfFocus>>(`clients/area-of-growths/?${params.toString()}`);
}

export const areasToPickQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: areasOfFocusQueryKeys.toPick(programId),
    queryFn: () => getAreasToPick(programId),
    select: (page) => page.results,
  });

export const useAreasToPick = (programId: number) => useQuery(areasToPickQueryOptions(programId));
