import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Course, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { catalogQueryKeys } from '../../catalog';
import { LIST_LIMIT } from '@tandem/shared';

/**
 * Every query of the coach's course screens starts with `coach-courses`. A course's modules and
 * clients sit under its id, a module's lessons under the module's.
 */
export const coachCoursesQueryKeys = {
  all: ['coach-courses'] as const,
  list: () => [...coachCoursesQueryKeys.all, 'list'] as const,
  detail: (id: number) => [...coachCoursesQueryKeys.all, 'detail', id] as const,
  modules: (courseId: number) => [...coachCoursesQueryKeys.all, 'detail', courseId, 'modules'] as const,
  clients: (courseId: number) => [...coachCoursesQueryKeys.all, 'detail', courseId, 'clients'] as const,
  module: (id: number) => [...coachCoursesQueryKeys.all, 'module', id] as const,
  lessons: (moduleId: number) => [...coachCoursesQueryKeys.all, 'module', moduleId, 'lessons'] as const,
};

/** GET coaches/courses/?limit=500 — the coach's courses and their company's managed ones, in order. */
export function getCoachCourses(): Promise<Paginated<Course>> {
  return apiRequest<Paginated<Course>>(`coaches/courses/?limit=${LIST_LIMIT}`);
}

export const coachCoursesQueryOptions = () =>
  queryOptions({
    queryKey: coachCoursesQueryKeys.list(),
    queryFn: getCoachCourses,
    select: (page) => page.results,
  });

export const useCoachCourses = () => useQuery(coachCoursesQueryOptions());

/**
 * After a course is created, changed, moved or deleted: our list and the pickers' list (client
 * onboarding and invitations offer the coach's courses by title).
 */
export function invalidateCourseLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.list() }),
    queryClient.invalidateQueries({ queryKey: catalogQueryKeys.courses }),
  ]);
}
