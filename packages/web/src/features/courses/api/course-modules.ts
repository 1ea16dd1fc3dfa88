import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseModule, CourseModulePatch, CourseModuleWrite, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys } from './get-coach-courses';
import { LIST_LIMIT } from '@tandem/shared';

/** GET coaches/course-modules/?course={id}&limit=500 — the course's modules, in order. */
export function getCourseModules(courseId: number): Promise<Paginated<CourseModule>> {
  const params = new URLSearchParams({ course: String(courseId), limit: String(LIST_LIMIT) });
  return apiRequest<Paginated<CourseModule>>(`coaches/course-modules/?${params.toString()}`);
}

export const courseModulesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: coachCoursesQueryKeys.modules(courseId),
    queryFn: () => getCourseModules(courseId),
    select: (page) => page.results,
  });

export const useCourseModules = (courseId: number) => useQuery(courseModulesQueryOptions(courseId));

/** GET coaches/course-modules/{id}/ */
export function getCourseModule(id: number): Promise<CourseModule> {
  return apiRequest<CourseModule>(`coaches/course-modules/${id}/`);
}

export const courseModuleQueryOptions = (id: number) =>
  queryOptions({ queryKey: coachCoursesQueryKeys.module(id), queryFn: () => getCourseModule(id) });

export const useCourseModule = (id: number) => useQuery(courseModuleQueryOptions(id));

/** POST coaches/course-modules/ */
export function createCourseModule(input: CourseModuleWrite): Promise<CourseModule> {
  return apiRequest<CourseModule>('coaches/course-modules/', { method: 'POST', body: input });
}

/** PATCH coaches/course-modules/{id}/ */
export function updateCourseModule(id: number, input: CourseModulePatch): Promise<CourseModule> {
  return apiRequest<CourseModule>(`coaches/course-modules/${id}/`, { method: 'PATCH', body: input });
}

/** Creates a module in the course, or changes module `moduleId` when given. */
export function useSaveCourseModule(courseId: number, moduleId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CourseModuleWrite, 'course'>) =>
      moduleId === null
        ? createCourseModule({ ...input, course: courseId })
        : updateCourseModule(moduleId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(coachCoursesQueryKeys.module(saved.id), saved);
      // The course's module list and its counts (the course card shows how many modules).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.modules(courseId) }),
        queryClient.invalidateQueries({ queryKey: coachCoursesQueryKeys.list() }),
      ]);
    },
  });
}
