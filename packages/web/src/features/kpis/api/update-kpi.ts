import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kpi, KpiPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { kpisQueryKeys } from './get-kpis';

/** PATCH clients/kpis/{id}/ — renames a KPI or changes whether the daily reflection asks it. */
export function updateKpi(id: number, patch: KpiPatch): Promise<Kpi> {
  return apiRequest<Kpi>(`clients/kpis/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: KpiPatch }) => updateKpi(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisQueryKeys.all }),
  });
}
