import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachNotice } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys } from './query-keys';

/** PATCH coaches/notices/{id}/ {read:true} — the coach has seen it. */
export function dismissNotice(id: number): Promise<CoachNotice> {
  return apiRequest<CoachNotice>(`coaches/notices/${id}/`, { method: 'PATCH', body: { read: true } });
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pulseInsightsQueryKeys.notices() }),
  });
}
