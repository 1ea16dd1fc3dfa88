import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientCourse, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys } from './get-coach-courses';

/** GET coaches/client-courses/?course={id}&limit=1000 — the clients given the course by name. */
export function getCourseClients(courseId: number): Promise<Paginated<ClientCourse>> {
  const params = new URLSearchParams({ course: String(courseId), limit: String(CLIENT_PICKER_LIMIT) });
  return apiRequest<Paginated<ClientCourse>>(`coaches/client-courses/?${params.toString()}`);
}

export const courseClientsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: coachCoursesQueryKeys.clients(courseId),
    queryFn: () => getCourseClients(courseId),
    select: (page) => page.results,
  });

export const useCourseClients = (courseId: number) => useQuery(courseClientsQueryOptions(courseId));

/** POST coaches/client-courses/ {client, course} — gives one of the coach's clients the course. */
export function grantCourse(courseId: number, clientId: number): Promise<ClientCourse> {
  return apiRequest<ClientCourse>('coaches/client-courses/', {
    method: 'POST',
    body: { client: clientId, course: courseId },
  });
}

/** POST coaches/courses/{id}/remove_user/ {user} — takes the course back; the client's progress stays. */
export function revokeCourse(courseId: number, clientId: number): Promise<unknown> {
  return apiRequest<unknown>(`coaches/courses/${courseId}/remove_user/`, {
    method: 'POST',
    body: { user: clientId },
  });
}

/** The access list and the course (its `clients_count`) after a change. */
function useInvalidateAccess(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.clients(courseId) }),
      queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.list() }),
    ]);
}

export function useGrantCourse(courseId: number) {
  const invalidate = useInvalidateAccess(courseId);
  return useMutation({
    mutationFn: (clientId: number) => grantCourse(courseId, clientId),
    onSuccess: invalidate,
  });
}

export function useRevokeCourse(courseId: number) {
  const invalidate = useInvalidateAccess(courseId);
  return useMutation({
    mutationFn: (clientId: number) => revokeCourse(courseId, clientId),
    onSuccess: invalidate,
  });
}
