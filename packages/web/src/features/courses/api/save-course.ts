import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CoursePatch, CourseWrite } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys, invalidateCourseLists } from './get-coach-courses';

/** POST coaches/courses/ */
export function createCourse(input: CourseWrite): Promise<Course> {
  return apiRequest<Course>('coaches/courses/', { method: 'POST', body: input });
}

/** PATCH coaches/courses/{id}/ */
export function updateCourse(id: number, input: CoursePatch): Promise<Course> {
  return apiRequest<Course>(`coaches/courses/${id}/`, { method: 'PATCH', body: input });
}

/** POST coaches/courses/{id}/background_image/ — multipart `file`, an image. */
export function uploadCourseImage(id: number, file: File): Promise<Course> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return apiRequest<Course>(`coaches/courses/${id}/background_image/`, { method: 'POST', formData });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(coachCoursesQueryKeys.detail(course.id), course);
      await invalidateCourseLists(queryClient);
    },
  });
}

/** Shared by the settings form and the background image: both answer the whole course. */
function useCourseWrite<Input>(id: number, write: (input: Input) => Promise<Course>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (course) => {
      queryClient.setQueryData(coachCoursesQueryKeys.detail(id), course);
      await invalidateCourseLists(queryClient);
    },
  });
}

export const useUpdateCourse = (id: number) =>
  useCourseWrite(id, (input: CoursePatch) => updateCourse(id, input));

export const useUploadCourseImage = (id: number) =>
  useCourseWrite(id, (file: File) => uploadCourseImage(id, file));
