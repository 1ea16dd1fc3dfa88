import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordCloud } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/word_cloud/?since= — the most frequent words of the client's own reflections. */
export function getWordCloud(since: number): Promise<WordCloud> {
  return apiRequest<WordCloud>(`clients/surveys/word_cloud/?since=${since}`);
}

export const wordCloudQueryOptions = (since: number) =>
  queryOptions({ queryKey: reflectionQueryKeys.wordCloud(since), queryFn: () => getWordCloud(since) });

export const useWordCloud = (since: number) => useQuery(wordCloudQueryOptions(since));
