import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KpiChart, SinceDays } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys } from './query-keys';

/** GET coaches/kpis/chart_info/?client=&since= — a chart per KPI the client tracks. */
export function getClientKpiCharts(clientId: number, since: SinceDays): Promise<KpiChart[]> {
  const params = new URLSearchParams({ client: String(clientId), since: String(since) });
  return apiRequest<KpiChart[]>(`coaches/kpis/chart_info/?${params.toString()}`);
}

export const clientKpiChartsQueryOptions = (clientId: number, since: SinceDays) =>
  queryOptions({
    queryKey: pulseInsightsQueryKeys.kpis(clientId, since),
    queryFn: () => getClientKpiCharts(clientId, since),
  });

export const useClientKpiCharts = (clientId: number, since: SinceDays) =>
  useQuery(clientKpiChartsQueryOptions(clientId, since));
