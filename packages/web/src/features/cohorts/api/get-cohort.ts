import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cohort } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

export function getCohort(id: number): Promise<Cohort> {
  return apiRequest<Cohort>(`coaches/cohorts/${id}/`);
}

export const cohortQueryOptions = (id: number) =>
  queryOptions({ queryKey: cohortsQueryKeys.detail(id), queryFn: () => getCohort(id) });

export const useCohort = (id: number) => useQuery(cohortQueryOptions(id));
