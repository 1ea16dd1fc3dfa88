import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaOfFocus, AreaOfFocusPatch, AreaOfFocusWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProgramContent } from './invalidate-programs';

/** POST coaches/area-of-growths/ — `areas_of_focus: [programId]` names its program. */
export function createAreaOfFocus(input: AreaOfFocusWrite): Promise<AreaOfFocus> {
  return apiRequest<AreaOfFocus>('coaches/area-of-growths/', { method: 'POST', body: input });
}

/** PATCH coaches/area-of-growths/{id}/ */
export function updateAreaOfFocus(id: number, input: AreaOfFocusPatch): Promise<AreaOfFocus> {
  return apiRequest<AreaOfFocus>(`coaches/area-of-growths/${id}/`, { method: 'PATCH', body: input });
}

/** DELETE coaches/area-of-growths/{id}/ — the server soft-deletes the area and its exercises. */
export function deleteAreaOfFocus(id: number): Promise<null> {
  return apiRequest<null>(`coaches/area-of-growths/${id}/`, { method: 'DELETE' });
}

/** Creates an area in the program, or changes `areaId` when given. */
export function useSaveAreaOfFocus(programId: number, areaId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; color: string }) =>
      areaId === null
        ? createAreaOfFocus({ ...input, areas_of_focus: [programId] })
        : updateAreaOfFocus(areaId, input),
    onSuccess: () => invalidateProgramContent(queryClient, programId),
  });
}

export function useDeleteAreaOfFocus(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAreaOfFocus,
    onSuccess: () => invalidateProgramContent(queryClient, programId),
  });
}
