import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cohort, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const cohortsQueryKeys = {
  all: ['cohorts'] as const,
  list: () => [...cohortsQueryKeys.all, 'list'] as const,
  detail: (id: number) => [...cohortsQueryKeys.all, 'detail', id] as const,
  members: (id: number) => [...cohortsQueryKeys.all, 'members', id] as const,
  info: (id: number) => [...cohortsQueryKeys.all, 'info', id] as const,
};

/** GET coaches/cohorts/ — the coach's cohorts by name. */
export function getCohorts(): Promise<Paginated<Cohort>> {
  return apiRequest<Paginated<Cohort>>(`coaches/cohorts/?limit=${CLIENT_PICKER_LIMIT}`);
}

export const cohortsQueryOptions = () =>
  queryOptions({ queryKey: cohortsQueryKeys.list(), queryFn: getCohorts, select: (page) => page.results });

export const useCohorts = () => useQuery(cohortsQueryOptions());
