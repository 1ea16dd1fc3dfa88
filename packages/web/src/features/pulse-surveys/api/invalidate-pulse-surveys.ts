import type { QueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../catalog';
import { pulseSurveysQueryKeys } from './get-pulse-surveys';

/**
 * After a survey is created, changed or deleted, or a client is assigned or revoked: our list
 * (names and counts) and the pickers' list (client onboarding, client settings, habit programs).
 */
export function invalidateSurveyLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pulseSurveysQueryKeys.list() }),
    queryClient.invalidateQueries({ queryKey: catalogQueryKeys.pulseSurveys }),
  ]);
}

/**
 * After a dimension or statement changes: the survey's dimensions (their statement counts),
 * statements, constructs, and the survey itself (its counts).
 */
export function invalidateSurveyContent(queryClient: QueryClient, surveyId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pulseSurveysQueryKeys.content(surveyId) }),
    queryClient.invalidateQueries({ queryKey: pulseSurveysQueryKeys.detail(surveyId) }),
    queryClient.invalidateQueries({ queryKey: pulseSurveysQueryKeys.list() }),
  ]);
}
