import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PulseQuestion, PulseQuestionPatch, PulseQuestionWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSurveyContent } from './invalidate-pulse-surveys';

/** POST coaches/pulse-questions/ — the statement's fields plus its survey. */
export function createPulseQuestion(input: PulseQuestionWrite): Promise<PulseQuestion> {
  return apiRequest<PulseQuestion>('coaches/pulse-questions/', { method: 'POST', body: input });
}

/** PATCH coaches/pulse-questions/{id}/ */
export function updatePulseQuestion(id: number, input: PulseQuestionPatch): Promise<PulseQuestion> {
  return apiRequest<PulseQuestion>(`coaches/pulse-questions/${id}/`, { method: 'PATCH', body: input });
}

/** DELETE coaches/pulse-questions/{id}/ — soft: past answers keep it. */
export function deletePulseQuestion(id: number): Promise<null> {
  return apiRequest<null>(`coaches/pulse-questions/${id}/`, { method: 'DELETE' });
}

/** The fields the statement modal edits. */
export type QuestionFields = Required<PulseQuestionPatch>;

/** Adds a statement to the survey, or changes `questionId` when given. */
export function useSavePulseQuestion(surveyId: number, questionId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionFields) =>
      questionId === null
        ? createPulseQuestion({ ...input, pulse_survey: surveyId })
        : updatePulseQuestion(questionId, input),
    onSuccess: () => invalidateSurveyContent(queryClient, surveyId),
  });
}

export function useDeletePulseQuestion(surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePulseQuestion,
    onSuccess: () => invalidateSurveyContent(queryClient, surveyId),
  });
}
