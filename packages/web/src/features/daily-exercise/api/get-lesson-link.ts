import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientLessonLink } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** GET clients/lessons/{id}/ — the lesson behind an exercise: its title and course (404 when not for them). */
export function getLessonLink(lessonId: number): Promise<ClientLessonLink> {
  return apiRequest<ClientLessonLink>(`clients/lessons/${lessonId}/`);
}

export const lessonLinkQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: [...dailyExerciseQueryKeys.all, 'lesson', lessonId] as const,
    queryFn: () => getLessonLink(lessonId),
    // A lesson the client may not take answers 404 every time: no point asking again.
    retry: false,
  });

export const useLessonLink = (lessonId: number) => useQuery(lessonLinkQueryOptions(lessonId));
