import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PulseSurvey } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';

/** GET coaches/pulse-surveys/{id}/ */
export function getPulseSurvey(id: number): Promise<PulseSurvey> {
  return apiRequest<PulseSurvey>(`coaches/pulse-surveys/${id}/`);
}

export const pulseSurveyQueryOptions = (id: number) =>
  queryOptions({ queryKey: pulseSurveysQueryKeys.detail(id), queryFn: () => getPulseSurvey(id) });

export const usePulseSurvey = (id: number) => useQuery(pulseSurveyQueryOptions(id));
