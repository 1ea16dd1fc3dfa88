import { queryOptions, useQuery } from '@tanstack/react-query';
import { VERSION_POLL_MS } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export function getServerVersion(): Promise<{ version: string }> {
  return apiRequest<{ version: string }>('version', { auth: false });
}

/** Polled every VERSION_POLL_MS and whenever the window regains focus. */
export function serverVersionQueryOptions() {
  return queryOptions({
    queryKey: ['server-version'],
    queryFn: getServerVersion,
    staleTime: 0,
    refetchInterval: VERSION_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useServerVersion() {
  return useQuery(serverVersionQueryOptions());
}
