import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WordCloud } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseInsightsQueryKeys, type WordCloudFilters } from './query-keys';

/**
 * GET coaches/client-pulse-surveys/word_cloud/?user=&since=&where=&below= — the words of the
 * client's non-private reflections. Without a score (`where`) every reflection counts, and
 * `below` says nothing, so neither is sent.
 */
export function getClientWordCloud(clientId: number, filters: WordCloudFilters): Promise<WordCloud> {
  const params = new URLSearchParams({ user: String(clientId), since: String(filters.since) });
  if (filters.where !== null) {
    params.set('where', String(filters.where));
    params.set('below', String(filters.below));
  }
  return apiRequest<WordCloud>(`coaches/client-pulse-surveys/word_cloud/?${params.toString()}`);
}

export const clientWordCloudQueryOptions = (clientId: number, filters: WordCloudFilters) =>
  queryOptions({
    queryKey: pulseInsightsQueryKeys.wordCloud(clientId, filters),
    queryFn: () => getClientWordCloud(clientId, filters),
    select: (cloud) => cloud.word_counts,
    // The cloud stays on screen while another filter's words come.
    placeholderData: keepPreviousData,
  });

export const useClientWordCloud = (clientId: number, filters: WordCloudFilters) =>
  useQuery(clientWordCloudQueryOptions(clientId, filters));
