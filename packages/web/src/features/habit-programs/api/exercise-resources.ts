import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExerciseResource, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';

/** GET coaches/exercise-resources/?exercise={id} */
export function getExerciseResources(exerciseId: number): Promise<Paginated<ExerciseResource>> {
  const params = new URLSearchParams({ exercise: String(exerciseId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<ExerciseResource>>(`coaches/exercise-resources/?${params.toString()}`);
}

export const exerciseResourcesQueryOptions = (exerciseId: number) =>
  queryOptions({
    queryKey: habitProgramsQueryKeys.resources(exerciseId),
    queryFn: () => getExerciseResources(exerciseId),
    select: (page) => page.results,
  });

export const useExerciseResources = (exerciseId: number) =>
  useQuery(exerciseResourcesQueryOptions(exerciseId));

/** What the resource form sends: an instruction with a link, or with a file to download. */
export type NewExerciseResource = { exercise: number; instruction: string } & (
  { type: 'url'; url: string } | { type: 'file'; file: File }
);

/**
 * POST coaches/exercise-resources/ as multipart {instruction, url, exercise, file}. `type` goes
 * along too so the server can answer 'No file uploaded' itself for a file resource without one.
 */
export function createExerciseResource(input: NewExerciseResource): Promise<ExerciseResource> {
  const formData = new FormData();
  formData.append('exercise', String(input.exercise));
  formData.append('instruction', input.instruction);
  formData.append('type', input.type);
  if (input.type === 'url') formData.append('url', input.url);
  else formData.append('file', input.file, input.file.name);
  return apiRequest<ExerciseResource>('coaches/exercise-resources/', { method: 'POST', formData });
}

/** DELETE coaches/exercise-resources/{id}/ */
export function deleteExerciseResource(id: number): Promise<null> {
  return apiRequest<null>(`coaches/exercise-resources/${id}/`, { method: 'DELETE' });
}

/** The exercise's resources and the exercise lists (rows carry their resources) after a change. */
function useInvalidateResources(programId: number, exerciseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.resources(exerciseId) }),
      queryClient.invalidateQueries({ queryKey: habitProgramsQueryKeys.exercises(programId) }),
    ]);
}

export function useCreateExerciseResource(programId: number, exerciseId: number) {
  const invalidate = useInvalidateResources(programId, exerciseId);
  return useMutation({ mutationFn: createExerciseResource, onSuccess: invalidate });
}

export function useDeleteExerciseResource(programId: number, exerciseId: number) {
  const invalidate = useInvalidateResources(programId, exerciseId);
  return useMutation({ mutationFn: deleteExerciseResource, onSuccess: invalidate });
}
