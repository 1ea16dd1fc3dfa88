/** The tasks module's door: what the rest of the server may use of it. */
export {
  generateClientDay,
  generateExerciseDays,
  generateTodayAfterAreasChosen,
  recommendOneExercise,
} from './generation';
export { generationRoutes } from './generation.routes';
export { findDailyExerciseFacts } from './tasks.repo';
export { tasksRoutes } from './tasks.routes';
export { dailyExerciseUser, localToday } from './tasks.service';
export type { LocalDay } from './tasks.service';
export { presentHabit } from './tasks.presenter';
export { exerciseJobs, GENERATE_EXERCISES } from './tasks.jobs';
