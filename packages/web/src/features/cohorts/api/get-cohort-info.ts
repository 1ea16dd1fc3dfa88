import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CohortInfo, SinceDays } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/** GET coaches/cohorts/{id}/info/?since= — the members' reflection series, word counts and reflections over the window. */
export function getCohortInfo(id: number, since: SinceDays): Promise<CohortInfo> {
  return apiRequest<CohortInfo>(`coaches/cohorts/${id}/info/?since=${since}`);
}

export const cohortInfoQueryOptions = (id: number, since: SinceDays) =>
  queryOptions({
    // Under the cohort's info key, so invalidating the info refreshes every window.
    queryKey: [...cohortsQueryKeys.info(id), since] as const,
    queryFn: () => getCohortInfo(id, since),
    // The charts stay on screen while another window's come.
    placeholderData: keepPreviousData,
  });

export const useCohortInfo = (id: number, since: SinceDays) => useQuery(cohortInfoQueryOptions(id, since));
