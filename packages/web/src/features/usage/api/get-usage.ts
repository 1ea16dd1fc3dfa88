import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_DEFAULT_DAYS, usageReportSchema, type UsageReport } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** Whose usage: the coach's own clients (`coaches`) or the owner's company's (`owners`). */
export type UsageScope = 'coaches' | 'owners';

export const usageQueryKeys = {
  all: ['usage'] as const,
  report: (scope: UsageScope, days: number) => [...usageQueryKeys.all, scope, days] as const,
};

/** GET coaches/usage/?days= or owners/usage/?days= — active clients per day and most-used screens. */
export async function getUsage(scope: UsageScope, days: number): Promise<UsageReport> {
  return usageReportSchema.parse(await apiRequest<unknown>(`${scope}/usage/?days=${days}`));
}

export const usageQueryOptions = (scope: UsageScope, days = USAGE_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: usageQueryKeys.report(scope, days),
    queryFn: () => getUsage(scope, days),
  });

export const useUsage = (scope: UsageScope, days = USAGE_DEFAULT_DAYS) =>
  useQuery(usageQueryOptions(scope, days));
