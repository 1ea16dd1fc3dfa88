import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useStartDailyReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDailyReflection,
    // Opening it by token later (from the history) needs no second request.
    onSuccess: (reflection) =>
      queryClient.setQueryData(reflectionQueryKeys.detail(reflection.token), reflection),
  });
}
