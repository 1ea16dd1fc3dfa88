import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SevenDayReflections } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys } from './query-keys';

/** GET coaches/clients/{id}/reflections/ — the client's last seven local days, oldest first, with each day's mean answer. */
export function getSevenDayReflections(clientId: number): Promise<SevenDayReflections> {
  return apiRequest<SevenDayReflections>(`coaches/clients/${clientId}/reflections/`);
}

export const sevenDayReflectionsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: pulseInsightsQueryKeys.sevenDays(clientId),
    queryFn: () => getSevenDayReflections(clientId),
  });

/** `enabled: false` holds the request back (the dashboard asks only for cards the coach has seen). */
export function useSevenDayReflections(clientId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sevenDayReflectionsQueryOptions(clientId), enabled });
}
