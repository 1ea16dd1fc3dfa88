import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Move } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { catalogQueryKeys } from '../../catalog';
import { coachCoursesQueryKeys } from './get-coach-courses';

/** The ordered things a coach moves: courses, a course's modules, a module's lessons. */
export type OrderedResource = 'courses' | 'course-modules' | 'module-lessons';

/** POST coaches/{resource}/{id}/move/ {direction} — swaps it with its neighbour. */
export function moveItem(
  resource: OrderedResource,
  id: number,
  direction: Move['direction'],
): Promise<unknown> {
  return apiRequest<unknown>(`coaches/${resource}/${id}/move/`, { method: 'POST', body: { direction } });
}

/** Moves one of `resource` and then reloads the list it sits in (`listKey`). */
function useMove(resource: OrderedResource, listKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: Move['direction'] }) =>
      moveItem(resource, id, direction),
    // The order changed on the server whatever the answer: reload after a failure as well.
    onSettled: () => Promise.all(listKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useMoveCourse = () =>
  useMove('courses', [coachCoursesQueryKeys.list(), catalogQueryKeys.courses]);

export const useMoveModule = (courseId: number) =>
  useMove('course-modules', [coachCoursesQueryKeys.modules(courseId)]);

export const useMoveLesson = (moduleId: number) =>
  useMove('module-lessons', [coachCoursesQueryKeys.lessons(moduleId)]);
