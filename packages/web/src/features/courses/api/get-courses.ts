import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientCourseCard, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { LIST_LIMIT } from '@tandem/shared';

/**
 * Every course query of this feature starts with `courses`: the client's cards, one course with
 * its lessons, and the coach's view of one client's courses.
 */
export const coursesQueryKeys = {
  all: ['courses'] as const,
  list: () => [...coursesQueryKeys.all, 'list'] as const,
  detail: (courseId: number) => [...coursesQueryKeys.all, 'detail', courseId] as const,
  ofClient: (clientId: number) => [...coursesQueryKeys.all, 'of-client', clientId] as const,
};

/** GET clients/courses/ — the courses the client may take, with their percent completed. */
export function getCourses(): Promise<Paginated<ClientCourseCard>> {
  return apiRequest<Paginated<ClientCourseCard>>(`clients/courses/?limit=${LIST_LIMIT}`);
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: coursesQueryKeys.list(), queryFn: getCourses, select: (page) => page.results });

export const useCourses = () => useQuery(coursesQueryOptions());
