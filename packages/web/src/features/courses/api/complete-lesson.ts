import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonCompletion } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKeys } from './get-courses';

/** POST clients/lessons/{id}/complete/ — marks the lesson completed (again is harmless). */
export function completeLesson(lessonId: number): Promise<LessonCompletion> {
  return apiRequest<LessonCompletion>(`clients/lessons/${lessonId}/complete/`, { method: 'POST' });
}

/** Completes a lesson, then refreshes the course (its marks and percent) and the cards. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (completion) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: coursesQueryKeys.detail(completion.course) }),
        queryClient.invalidateQueries({ queryKey: coursesQueryKeys.list() }),
      ]),
  });
}
