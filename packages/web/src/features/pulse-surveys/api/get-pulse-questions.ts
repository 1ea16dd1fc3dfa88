import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, PulseQuestion } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';
import { LIST_LIMIT } from '@tandem/shared';

/** GET coaches/pulse-questions/?construct__pulse_survey={id} — the survey's statements, in order. */
export function getPulseQuestions(surveyId: number): Promise<Paginated<PulseQuestion>> {
  const params = new URLSearchParams({
    construct__pulse_survey: String(surveyId),
    limit: String(LIST_LIMIT),
  });
  return apiRequest<Paginated<PulseQuestion>>(`coaches/pulse-questions/?${params.toString()}`);
}

/** The spec asks for the statements fresh each time: never served from cache without a refetch. */
export const pulseQuestionsQueryOptions = (surveyId: number) =>
  queryOptions({
    queryKey: pulseSurveysQueryKeys.questions(surveyId),
    queryFn: () => getPulseQuestions(surveyId),
    select: (page) => page.results,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const usePulseQuestions = (surveyId: number) => useQuery(pulseQuestionsQueryOptions(surveyId));
