import { queryOptions, useQuery } from '@tanstack/react-query';
import { VERSION_POLL_MS } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { useFirstScreenPainted } from '../../../lib/first-screen';

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

/** Asked after the first paint: a new version shows as a notice, never on the first screen. */
export function useServerVersion() {
  const painted = useFirstScreenPainted();
  return useQuery({ ...serverVersionQueryOptions(), enabled: painted });
}
