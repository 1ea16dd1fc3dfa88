import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary, HabitProgramSummary, Paginated, PulseSurvey } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { LIST_LIMIT } from '@tandem/shared';

/** The pickers' lists: habit programs, pulse surveys (limit 100 per spec) and the coach's courses. */
const PICKER_LIMIT = { habitPrograms: LIST_LIMIT, pulseSurveys: 100, courses: LIST_LIMIT } as const;

export const catalogQueryKeys = {
  habitPrograms: ['catalog', 'habit-programs'] as const,
  pulseSurveys: ['catalog', 'pulse-surveys'] as const,
  courses: ['catalog', 'courses'] as const,
};

export function getHabitPrograms() {
  return apiRequest<Paginated<HabitProgramSummary>>(
    `coaches/habit-programs/?limit=${PICKER_LIMIT.habitPrograms}`,
  );
}
export function getPulseSurveys() {
  return apiRequest<Paginated<PulseSurvey>>(`coaches/pulse-surveys/?limit=${PICKER_LIMIT.pulseSurveys}`);
}
export function getCourses() {
  return apiRequest<Paginated<CourseSummary>>(`coaches/courses/?limit=${PICKER_LIMIT.courses}`);
}

export const habitProgramsQueryOptions = () =>
  queryOptions({
    queryKey: catalogQueryKeys.habitPrograms,
    queryFn: getHabitPrograms,
    select: (page) => page.results,
  });
export const pulseSurveysQueryOptions = () =>
  queryOptions({
    queryKey: catalogQueryKeys.pulseSurveys,
    queryFn: getPulseSurveys,
    select: (page) => page.results,
  });
export const coursesQueryOptions = () =>
  queryOptions({ queryKey: catalogQueryKeys.courses, queryFn: getCourses, select: (page) => page.results });

export const useHabitPrograms = () => useQuery(habitProgramsQueryOptions());
export const usePulseSurveys = () => useQuery(pulseSurveysQueryOptions());
export const useCourses = () => useQuery(coursesQueryOptions());
