import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateExercise, TemplateExercisePatch, TemplateExerciseWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProgramContent } from './invalidate-programs';

/** POST coaches/template-exercises/ */
export function createTemplateExercise(input: TemplateExerciseWrite): Promise<TemplateExercise> {
  return apiRequest<TemplateExercise>('coaches/template-exercises/', { method: 'POST', body: input });
}

/** PATCH coaches/template-exercises/{id}/ */
export function updateTemplateExercise(id: number, input: TemplateExercisePatch): Promise<TemplateExercise> {
  return apiRequest<TemplateExercise>(`coaches/template-exercises/${id}/`, { method: 'PATCH', body: input });
}

/** DELETE coaches/template-exercises/{id}/ — soft: the tasks already given keep their history. */
export function deleteTemplateExercise(id: number): Promise<null> {
  return apiRequest<null>(`coaches/template-exercises/${id}/`, { method: 'DELETE' });
}

/** Creates an exercise, or changes exercise `exerciseId` when given. */
export function useSaveTemplateExercise(programId: number, exerciseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateExerciseWrite) =>
      exerciseId === null ? createTemplateExercise(input) : updateTemplateExercise(exerciseId, input),
    onSuccess: () => invalidateProgramContent(queryClient, programId),
  });
}

export function useDeleteTemplateExercise(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplateExercise,
    onSuccess: () => invalidateProgramContent(queryClient, programId),
  });
}
