import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kpi, KpiWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { kpisQueryKeys } from './get-kpis';

/** POST clients/kpis/ — a new KPI; `survey` asks it in the daily reflection. */
export function createKpi(input: KpiWrite): Promise<Kpi> {
  return apiRequest<Kpi>('clients/kpis/', { method: 'POST', body: input });
}

export function useCreateKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisQueryKeys.all }),
  });
}
