import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PulseDimension, PulseDimensionPatch, PulseDimensionWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSurveyContent } from './invalidate-pulse-surveys';

/** POST coaches/pulse-dimensions/ — `pulse_survey: [surveyId]` names its survey. */
export function createPulseDimension(input: PulseDimensionWrite): Promise<PulseDimension> {
  return apiRequest<PulseDimension>('coaches/pulse-dimensions/', { method: 'POST', body: input });
}

/** PATCH coaches/pulse-dimensions/{id}/ */
export function updatePulseDimension(id: number, input: PulseDimensionPatch): Promise<PulseDimension> {
  return apiRequest<PulseDimension>(`coaches/pulse-dimensions/${id}/`, { method: 'PATCH', body: input });
}

/** DELETE coaches/pulse-dimensions/{id}/ — its statements stay, without a graph. */
export function deletePulseDimension(id: number): Promise<null> {
  return apiRequest<null>(`coaches/pulse-dimensions/${id}/`, { method: 'DELETE' });
}

/** The fields the graph modal edits. */
export type DimensionFields = Required<PulseDimensionPatch>;

/** Creates a graph in the survey, or changes `dimensionId` when given. */
export function useSavePulseDimension(surveyId: number, dimensionId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DimensionFields) =>
      dimensionId === null
        ? createPulseDimension({ ...input, pulse_survey: [surveyId] })
        : updatePulseDimension(dimensionId, input),
    onSuccess: () => invalidateSurveyContent(queryClient, surveyId),
  });
}

export function useDeletePulseDimension(surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePulseDimension,
    onSuccess: () => invalidateSurveyContent(queryClient, surveyId),
  });
}
