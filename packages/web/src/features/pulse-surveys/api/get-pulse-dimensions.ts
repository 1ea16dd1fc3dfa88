import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, PulseDimension } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';

/** GET coaches/pulse-dimensions/?pulse_survey={id} — the survey's graphs, oldest first. */
export function getPulseDimensions(surveyId: number): Promise<Paginated<PulseDimension>> {
  const params = new URLSearchParams({
    pulse_survey: String(surveyId),
    limit: String(SHORT_LIST_LIMIT),
  });
  return apiRequest<Paginated<PulseDimension>>(`coaches/pulse-dimensions/?${params.toString()}`);
}

export const pulseDimensionsQueryOptions = (surveyId: number) =>
  queryOptions({
    queryKey: pulseSurveysQueryKeys.dimensions(surveyId),
    queryFn: () => getPulseDimensions(surveyId),
    select: (page) => page.results,
  });

export const usePulseDimensions = (surveyId: number) => useQuery(pulseDimensionsQueryOptions(surveyId));
