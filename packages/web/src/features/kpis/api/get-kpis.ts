import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kpi, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { LIST_LIMIT } from '@tandem/shared';

/**
 * Every KPI query starts with `kpis`: the client's list and the charts of their results, so a
 * KPI added, renamed or removed refreshes both.
 */
export const kpisQueryKeys = {
  all: ['kpis'] as const,
  list: () => [...kpisQueryKeys.all, 'list'] as const,
  charts: (since: number) => [...kpisQueryKeys.all, 'charts', since] as const,
};

/** GET clients/kpis/ — the numbers the client tracks. */
export function getKpis(): Promise<Paginated<Kpi>> {
  return apiRequest<Paginated<Kpi>>(`clients/kpis/?limit=${LIST_LIMIT}`);
}

export const kpisQueryOptions = () =>
  queryOptions({ queryKey: kpisQueryKeys.list(), queryFn: getKpis, select: (page) => page.results });

export const useKpis = () => useQuery(kpisQueryOptions());
