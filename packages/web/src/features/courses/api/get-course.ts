import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientCourseDetail } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKeys } from './get-courses';

/** GET clients/courses/{id}/ — the course with its published modules and lessons, in order. */
export function getCourse(courseId: number): Promise<ClientCourseDetail> {
  return apiRequest<ClientCourseDetail>(`clients/courses/${courseId}/`);
}

export const courseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: coursesQueryKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: number) => useQuery(courseQueryOptions(courseId));
