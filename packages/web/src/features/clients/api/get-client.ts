import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKeys } from './get-clients';

/** GET coaches/clients/{id}/ — `id` is the client's user id. */
export function getClient(id: number): Promise<ClientSummary> {
  return apiRequest<ClientSummary>(`coaches/clients/${id}/`);
}

export function clientQueryOptions(id: number) {
  return queryOptions({ queryKey: clientsQueryKeys.detail(id), queryFn: () => getClient(id) });
}

export const useClient = (id: number) => useQuery(clientQueryOptions(id));
