import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys } from './get-coach-courses';

/** GET coaches/courses/{id}/ */
export function getCoachCourse(id: number): Promise<Course> {
  return apiRequest<Course>(`coaches/courses/${id}/`);
}

export const coachCourseQueryOptions = (id: number) =>
  queryOptions({ queryKey: coachCoursesQueryKeys.detail(id), queryFn: () => getCoachCourse(id) });

export const useCoachCourse = (id: number) => useQuery(coachCourseQueryOptions(id));
