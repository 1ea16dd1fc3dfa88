import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReflection } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { reflectionQueryKeys } from './query-keys';

/**
 * POST clients/surveys/ {daily_survey:true} — today's reflection, created on demand (201) or the
 * one already there (200); 400 with `detail` when the client has no survey assigned.
 */
export function startDailyReflection(): Promise<ClientReflection> {
  return apiRequest<ClientReflection>('clients/surveys/', { method: 'POST', body: { daily_survey: true } });
}

/**
 * Read as a query, since asking twice gives the same reflection: asked again on each visit,
 * and kept on the device (app/offline-sync.tsx) so the form opens offline after one online visit.
 */
export const todaysReflectionQueryOptions = () =>
  queryOptions({ queryKey: reflectionQueryKeys.today(), queryFn: startDailyReflection, staleTime: 0 });

export const useTodaysReflection = () => useQuery(todaysReflectionQueryOptions());
