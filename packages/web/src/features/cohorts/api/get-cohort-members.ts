import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CohortMember, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cohortsQueryKeys } from './get-cohorts';

/** GET coaches/client-cohorts/?cohort={id} — the cohort's clients. */
export function getCohortMembers(cohortId: number): Promise<Paginated<CohortMember>> {
  return apiRequest<Paginated<CohortMember>>(
    `coaches/client-cohorts/?cohort=${cohortId}&limit=${CLIENT_PICKER_LIMIT}`,
  );
}

export const cohortMembersQueryOptions = (cohortId: number) =>
  queryOptions({
    queryKey: cohortsQueryKeys.members(cohortId),
    queryFn: () => getCohortMembers(cohortId),
    select: (page) => page.results,
  });

export const useCohortMembers = (cohortId: number) => useQuery(cohortMembersQueryOptions(cohortId));
