import type { Cohort, CohortMember } from '@tandem/shared';
import type { CohortMemberRow, CohortRow } from './cohorts.repo';

export function presentCohort(row: CohortRow): Cohort {
  return {
    id: row.id,
    name: row.name,
    client_count: row.clientCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentCohortMember(row: CohortMemberRow): CohortMember {
  return {
    id: row.id,
    cohort: row.cohortId,
    client: {
      id: row.client.id,
      first_name: row.client.firstName,
      last_name: row.client.lastName,
      email: row.client.email,
      image: row.client.image,
    },
  };
}
