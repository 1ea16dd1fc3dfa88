import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryProgress } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** GET coaches/clients/{id}/current_progress/ — completion per area of focus over the client's last 7 days. */
export function getCurrentProgress(clientId: number): Promise<CategoryProgress[]> {
  return apiRequest<CategoryProgress[]>(`coaches/clients/${clientId}/current_progress/`);
}

export const currentProgressQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientHabitsQueryKeys.progress(clientId),
    queryFn: () => getCurrentProgress(clientId),
  });

/** `enabled: false` holds the request back (the dashboard asks only for cards the coach has seen). */
export function useCurrentProgress(clientId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentProgressQueryOptions(clientId), enabled });
}
