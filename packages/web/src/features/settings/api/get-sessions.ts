import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = ['sessions'] as const;

/** GET sessions/ — the user's live sessions, the most recently used first. */
export function getSessions() {
  return apiRequest<SessionSummary[]>('sessions/');
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
