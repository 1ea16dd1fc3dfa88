import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPulseInfo, SinceDays } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys } from './query-keys';

/**
 * GET coaches/clients/{id}/info/?since= — the pulse tab: reflections answered of given, which
 * days were answered, and the dimension graphs over the window.
 */
export function getClientPulseInfo(clientId: number, since: SinceDays): Promise<ClientPulseInfo> {
  return apiRequest<ClientPulseInfo>(`coaches/clients/${clientId}/info/?since=${since}`);
}

export const clientPulseInfoQueryOptions = (clientId: number, since: SinceDays) =>
  queryOptions({
    queryKey: pulseInsightsQueryKeys.info(clientId, since),
    queryFn: () => getClientPulseInfo(clientId, since),
  });

export const useClientPulseInfo = (clientId: number, since: SinceDays) =>
  useQuery(clientPulseInfoQueryOptions(clientId, since));
