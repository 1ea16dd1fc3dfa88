import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paginated, type PulseSurvey } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';

/**
 * Every pulse survey query starts with `pulse-surveys`. A survey's dimensions, statements and
 * constructs sit under its id, so one invalidation refreshes everything its detail page shows.
 */
export const pulseSurveysQueryKeys = {
  all: ['pulse-surveys'] as const,
  list: () => [...pulseSurveysQueryKeys.all, 'list'] as const,
  detail: (id: number) => [...pulseSurveysQueryKeys.all, 'detail', id] as const,
  content: (id: number) => [...pulseSurveysQueryKeys.all, id] as const,
  dimensions: (id: number) => [...pulseSurveysQueryKeys.content(id), 'dimensions'] as const,
  questions: (id: number) => [...pulseSurveysQueryKeys.content(id), 'questions'] as const,
  constructs: (id: number) => [...pulseSurveysQueryKeys.content(id), 'constructs'] as const,
};

/** GET coaches/pulse-surveys/ — a page of the coach's surveys, their company's and the default one. */
export function getPulseSurveysPage(offset: number): Promise<Paginated<PulseSurvey>> {
  const params = new URLSearchParams({ limit: String(DEFAULT_PAGE_SIZE), offset: String(offset) });
  return apiRequest<Paginated<PulseSurvey>>(`coaches/pulse-surveys/?${params.toString()}`);
}

/** The pulse surveys list (infinite scroll, 15 a page like every list). */
export function pulseSurveysQueryOptions() {
  return infiniteQueryOptions({
    queryKey: pulseSurveysQueryKeys.list(),
    queryFn: ({ pageParam }) => getPulseSurveysPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const usePulseSurveysList = () => useInfiniteQuery(pulseSurveysQueryOptions());
