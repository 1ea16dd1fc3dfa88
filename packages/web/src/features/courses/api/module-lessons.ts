import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseModule, ModuleLesson, Paginated } from '@tandem/shared';
import { apiRequest, apiUploadRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys } from './get-coach-courses';
import { LIST_LIMIT } from '@tandem/shared';

/** GET coaches/module-lessons/?module={id}&limit=500 — the module's lessons with their resources, in order. */
export function getModuleLessons(moduleId: number): Promise<Paginated<ModuleLesson>> {
  const params = new URLSearchParams({ module: String(moduleId), limit: String(LIST_LIMIT) });
  return apiRequest<Paginated<ModuleLesson>>(`coaches/module-lessons/?${params.toString()}`);
}

export const moduleLessonsQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: coachCoursesQueryKeys.lessons(moduleId),
    queryFn: () => getModuleLessons(moduleId),
    select: (page) => page.results,
  });

export const useModuleLessons = (moduleId: number) => useQuery(moduleLessonsQueryOptions(moduleId));

export interface LessonUpload {
  /** The lesson's fields, the file (if any) last: the server streams it to storage as it comes. */
  formData: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST coaches/module-lessons/ (or PATCH coaches/module-lessons/{id}/ when `lessonId` is given),
 * multipart, through the upload client so the coach sees a gigabyte video go.
 */
export function saveModuleLesson(
  lessonId: number | null,
  { formData, onProgress, signal }: LessonUpload,
): Promise<ModuleLesson> {
  return lessonId === null
    ? apiUploadRequest<ModuleLesson>('coaches/module-lessons/', formData, { onProgress, signal })
    : apiUploadRequest<ModuleLesson>(`coaches/module-lessons/${lessonId}/`, formData, {
        method: 'PATCH',
        onProgress,
        signal,
      });
}

/** DELETE coaches/module-lessons/{id}/ — its resources and files go with it. */
export function deleteModuleLesson(id: number): Promise<null> {
  return apiRequest<null>(`coaches/module-lessons/${id}/`, { method: 'DELETE' });
}

/**
 * After a lesson (or one of its resources) changes: the module's lessons and the module, and the
 * lists that count lessons (the course's modules, the course cards).
 */
export function useInvalidateLessons(module: Pick<CourseModule, 'id' | 'course'>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.module(module.id) }),
      queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.modules(module.course) }),
      queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.list() }),
    ]);
}

export function useSaveModuleLesson(module: Pick<CourseModule, 'id' | 'course'>, lessonId: number | null) {
  const invalidate = useInvalidateLessons(module);
  return useMutation({
    mutationFn: (upload: LessonUpload) => saveModuleLesson(lessonId, upload),
    onSuccess: invalidate,
  });
}

export function useDeleteModuleLesson(module: Pick<CourseModule, 'id' | 'course'>) {
  const invalidate = useInvalidateLessons(module);
  return useMutation({ mutationFn: deleteModuleLesson, onSuccess: invalidate });
}
