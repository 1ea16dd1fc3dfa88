import { useQuery } from '@tanstack/react-query';
import type { Paginated, ReflectionEntry } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { useFirstScreenPainted } from '../../../lib/first-screen';
import { reflectionQueryKeys } from './query-keys';

/** GET clients/surveys/?status=open&limit=1 — today's reflection while it is unanswered, if any. */
export function getOpenReflection(): Promise<ReflectionEntry | null> {
  return apiRequest<Paginated<ReflectionEntry>>('clients/surveys/?status=open&limit=1').then(
    (page) => page.results[0] ?? null,
  );
}

/** Asked fresh each time (spec: "forced fresh"), never from a cached answer; after the first paint. */
export function useOpenReflection(enabled: boolean) {
  const painted = useFirstScreenPainted();
  return useQuery({
    queryKey: reflectionQueryKeys.open(),
    queryFn: getOpenReflection,
    staleTime: 0,
    enabled: enabled && painted,
  });
}
