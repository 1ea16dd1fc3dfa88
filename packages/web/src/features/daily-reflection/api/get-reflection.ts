import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReflection } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/{token}/ — one of the client's reflections, answered or not. */
export function getReflection(token: string): Promise<ClientReflection> {
  return apiRequest<ClientReflection>(`clients/surveys/${encodeURIComponent(token)}/`);
}

export const reflectionQueryOptions = (token: string) =>
  queryOptions({ queryKey: reflectionQueryKeys.detail(token), queryFn: () => getReflection(token) });

export const useReflection = (token: string) => useQuery(reflectionQueryOptions(token));
