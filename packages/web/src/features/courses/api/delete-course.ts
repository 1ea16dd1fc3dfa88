import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coachCoursesQueryKeys, invalidateCourseLists } from './get-coach-courses';

/** DELETE coaches/courses/{id}/ — its modules, lessons and files go with it. */
export function deleteCourse(id: number): Promise<null> {
  return apiRequest<null>(`coaches/courses/${id}/`, { method: 'DELETE' });
}

export function useDeleteCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCourse(id),
    onSuccess: async () => {
      // The page navigates away; dropping the detail keeps a deleted course from flashing back.
      queryClient.removeQueries({ queryKey: coachCoursesQueryKeys.detail(id) });
      await invalidateCourseLists(queryClient);
    },
  });
}
