import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachClientCourse } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKeys } from './get-courses';

/**
 * GET coaches/client-courses/current/?client={id} — for the client's coach: the courses the
 * client can take, each lesson's completion and the client's shared notes on it (the homework).
 */
export function getClientCourses(clientId: number): Promise<CoachClientCourse[]> {
  return apiRequest<CoachClientCourse[]>(`coaches/client-courses/current/?client=${clientId}`);
}

export const clientCoursesQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: coursesQueryKeys.ofClient(clientId),
    queryFn: () => getClientCourses(clientId),
  });

export const useClientCourses = (clientId: number) => useQuery(clientCoursesQueryOptions(clientId));
