import type { SinceDays } from '@tandem/shared';

/** The word cloud's filters: the window, and optionally a score the reflections are at most (below) or at least. */
export interface WordCloudFilters {
  since: SinceDays;
  /** A score 1..7, or null for every reflection. */
  where: number | null;
  below: boolean;
}

/**
 * Every query of the coach's view of a client's reflections starts with `pulse-insights`; a
 * client's queries sit under their id, so one invalidation refreshes everything shown of them.
 */
export const pulseInsightsQueryKeys = {
  all: ['pulse-insights'] as const,
  client: (clientId: number) => [...pulseInsightsQueryKeys.all, 'client', clientId] as const,
  info: (clientId: number, since: SinceDays) =>
    [...pulseInsightsQueryKeys.client(clientId), 'info', since] as const,
  kpis: (clientId: number, since: SinceDays) =>
    [...pulseInsightsQueryKeys.client(clientId), 'kpis', since] as const,
  wordCloud: (clientId: number, filters: WordCloudFilters) =>
    [...pulseInsightsQueryKeys.client(clientId), 'word-cloud', filters] as const,
  reflections: (clientId: number, search: string) =>
    [...pulseInsightsQueryKeys.client(clientId), 'reflections', { search }] as const,
  sevenDays: (clientId: number) => [...pulseInsightsQueryKeys.client(clientId), 'seven-days'] as const,
  notices: () => [...pulseInsightsQueryKeys.all, 'notices'] as const,
};
