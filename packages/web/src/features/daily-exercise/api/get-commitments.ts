import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Commitment, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** GET clients/commitments/ — what the coach asked of the client, open ones first by due date. */
export function getCommitments(): Promise<Paginated<Commitment>> {
  return apiRequest<Paginated<Commitment>>(`clients/commitments/?limit=${SHORT_LIST_LIMIT}`);
}

export const commitmentsQueryOptions = () =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.commitments(),
    queryFn: getCommitments,
    select: (page) => page.results,
  });

export const useCommitments = () => useQuery(commitmentsQueryOptions());
