/** The catalog feature's door: what the app shell and other features may use of it. */
export {
  catalogQueryKeys,
  habitProgramsQueryOptions,
  useCourses,
  useHabitPrograms,
  usePulseSurveys,
} from './api/get-catalog';
