import { COMMITMENTS_PATH } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Commitment, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { DAILY_LIST_STALE_MS, dailyExerciseQueryKeys } from './query-keys';

/** GET clients/commitments/ — what the coach asked of the client, open ones first by due date. */
export function getCommitments(): Promise<Paginated<Commitment>> {
  return apiRequest<Paginated<Commitment>>(COMMITMENTS_PATH);
}

export const commitmentsQueryOptions = () =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.commitments(),
    staleTime: DAILY_LIST_STALE_MS,
    queryFn: getCommitments,
    select: (page) => page.results,
  });

export const useCommitments = () => useQuery(commitmentsQueryOptions());
