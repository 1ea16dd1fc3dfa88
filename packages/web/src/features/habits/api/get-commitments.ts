import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Commitment, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** GET coaches/commitments/?client= — the commitments the client's coach asked of them. */
export function getCommitments(clientId: number): Promise<Paginated<Commitment>> {
  const params = new URLSearchParams({ client: String(clientId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<Commitment>>(`coaches/commitments/?${params.toString()}`);
}

export const commitmentsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientHabitsQueryKeys.commitments(clientId),
    queryFn: () => getCommitments(clientId),
    select: (page) => page.results,
  });

export const useCommitments = (clientId: number) => useQuery(commitmentsQueryOptions(clientId));
