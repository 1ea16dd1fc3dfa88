import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KpiChart } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { kpisQueryKeys } from './get-kpis';

/** GET clients/kpis/chart_info/?since= — each of the client's KPIs with its values by day. */
export function getKpiCharts(since: number): Promise<KpiChart[]> {
  return apiRequest<KpiChart[]>(`clients/kpis/chart_info/?since=${since}`);
}

export const kpiChartsQueryOptions = (since: number) =>
  queryOptions({
    queryKey: kpisQueryKeys.charts(since),
    queryFn: () => getKpiCharts(since),
    // Another window keeps the cards in place while their values come.
    placeholderData: keepPreviousData,
  });

export const useKpiCharts = (since: number) => useQuery(kpiChartsQueryOptions(since));
