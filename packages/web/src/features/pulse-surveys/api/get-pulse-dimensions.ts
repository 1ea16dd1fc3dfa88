import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, PulseDimension } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';

/** A survey has a handful of graphs; one page of 100 holds them all. */
export const PULSE_DIMENSION_LIMIT = 100;

/** GET coaches/pulse-dimensions/?pulse_survey={id} — the survey's graphs, oldest first. */
export function getPulseDimensions(surveyId: number): Promise<Paginated<PulseDimension>> {
  const params = new URLSearchParams({
    pulse_survey: String(surveyId),
    limit: String(PULSE_DIMENSION_LIMIT),
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
