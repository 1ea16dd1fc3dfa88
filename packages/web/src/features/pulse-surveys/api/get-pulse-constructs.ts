import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, PulseConstruct } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { LIST_LIMIT } from '@tandem/shared';

/** GET coaches/pulse-constructs/?pulse_survey={id} — the construct labels the survey uses, by name. */
export function getPulseConstructs(surveyId: number): Promise<Paginated<PulseConstruct>> {
  const params = new URLSearchParams({
    pulse_survey: String(surveyId),
    limit: String(LIST_LIMIT),
  });
  return apiRequest<Paginated<PulseConstruct>>(`coaches/pulse-constructs/?${params.toString()}`);
}

export const pulseConstructsQueryOptions = (surveyId: number) =>
  queryOptions({
    queryKey: pulseSurveysQueryKeys.constructs(surveyId),
    queryFn: () => getPulseConstructs(surveyId),
    select: (page) => page.results,
  });

/** Only wanted while the statement modal is open. */
export const usePulseConstructs = (surveyId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...pulseConstructsQueryOptions(surveyId), enabled });
