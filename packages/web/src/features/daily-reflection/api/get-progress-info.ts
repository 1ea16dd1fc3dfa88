import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressInfo } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/info/?since= — exercises and reflections done of due, and a graph per dimension. */
export function getProgressInfo(since: number): Promise<ProgressInfo> {
  return apiRequest<ProgressInfo>(`clients/surveys/info/?since=${since}`);
}

export const progressInfoQueryOptions = (since: number) =>
  queryOptions({
    queryKey: reflectionQueryKeys.progressSince(since),
    queryFn: () => getProgressInfo(since),
    // Another window keeps the page in place while its figures come.
    placeholderData: keepPreviousData,
  });

export const useProgressInfo = (since: number) => useQuery(progressInfoQueryOptions(since));
