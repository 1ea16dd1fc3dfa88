import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE sessions/{id}/ — logs that session out; its open connections close. */
export function revokeSession(id: number) {
  return apiRequest<null>(`sessions/${id}/`, { method: 'DELETE' });
}

/** POST sessions/revoke_others/ — logs out every session but this one. */
export function revokeOtherSessions() {
  return apiRequest<{ revoked: number }>('sessions/revoke_others/', { method: 'POST' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
