import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHORT_LIST_LIMIT, type LessonChoice, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { habitProgramsQueryKeys } from './get-habit-programs';

/**
 * GET coaches/lesson-choices/?limit=100 — the lessons an exercise may link to (spec: lesson list
 * limit 100 on the exercise form), in course, module and lesson order.
 */
export function getLessonChoices(): Promise<Paginated<LessonChoice>> {
  return apiRequest<Paginated<LessonChoice>>(`coaches/lesson-choices/?limit=${SHORT_LIST_LIMIT}`);
}

export const lessonChoicesQueryOptions = () =>
  queryOptions({
    queryKey: habitProgramsQueryKeys.lessonChoices(),
    queryFn: getLessonChoices,
    select: (page) => page.results,
  });

export const useLessonChoices = () => useQuery(lessonChoicesQueryOptions());
