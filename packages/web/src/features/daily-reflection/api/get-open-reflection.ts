import { useQuery } from '@tanstack/react-query';
import type { Paginated, ReflectionEntry } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/?status=open&limit=1 — today's reflection while it is unanswered, if any. */
export function getOpenReflection(): Promise<ReflectionEntry | null> {
  return apiRequest<Paginated<ReflectionEntry>>('clients/surveys/?status=open&limit=1').then(
    (page) => page.results[0] ?? null,
  );
}

/** Asked fresh each time (spec: "forced fresh"), never from a cached answer. */
export const useOpenReflection = (enabled: boolean) =>
  useQuery({ queryKey: reflectionQueryKeys.open(), queryFn: getOpenReflection, staleTime: 0, enabled });
