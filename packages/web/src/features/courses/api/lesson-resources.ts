import { useMutation } from '@tanstack/react-query';
import type { CourseModule, LessonResource } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLessons } from './module-lessons';

/** What the resource form sends: an instruction with a link, or with a file to download. */
export type NewLessonResource = { lesson: number; instruction: string } & (
  { type: 'url'; url: string } | { type: 'file'; file: File }
);

/**
 * POST coaches/lesson-resources/ as multipart {lesson, instruction, type, url | file}, the file
 * last. `type` lets the server answer 'No file uploaded' itself for a file resource without one.
 */
export function createLessonResource(input: NewLessonResource): Promise<LessonResource> {
  const formData = new FormData();
  formData.append('lesson', String(input.lesson));
  formData.append('instruction', input.instruction);
  formData.append('type', input.type);
  if (input.type === 'url') formData.append('url', input.url);
  else formData.append('file', input.file, input.file.name);
  return apiRequest<LessonResource>('coaches/lesson-resources/', { method: 'POST', formData });
}

/** DELETE coaches/lesson-resources/{id}/ */
export function deleteLessonResource(id: number): Promise<null> {
  return apiRequest<null>(`coaches/lesson-resources/${id}/`, { method: 'DELETE' });
}

/** A lesson's resources come with the module's lessons, so a change reloads those. */
export function useCreateLessonResource(module: Pick<CourseModule, 'id' | 'course'>) {
  const invalidate = useInvalidateLessons(module);
  return useMutation({ mutationFn: createLessonResource, onSuccess: invalidate });
}

export function useDeleteLessonResource(module: Pick<CourseModule, 'id' | 'course'>) {
  const invalidate = useInvalidateLessons(module);
  return useMutation({ mutationFn: deleteLessonResource, onSuccess: invalidate });
}
