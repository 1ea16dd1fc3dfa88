import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CohortInfo } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/** GET coaches/cohorts/{id}/info/ — chart series, word counts and reflections (the pulse issue fills them). */
export function getCohortInfo(id: number): Promise<CohortInfo> {
  return apiRequest<CohortInfo>(`coaches/cohorts/${id}/info/`);
}

export const cohortInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: cohortsQueryKeys.info(id), queryFn: () => getCohortInfo(id) });

export const useCohortInfo = (id: number) => useQuery(cohortInfoQueryOptions(id));
