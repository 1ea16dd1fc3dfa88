/** The habit-programs module's door: what the rest of the server may use of it. */
export { habitProgramAccess } from './habit-programs.policy';
export type { HabitProgramAction, HabitProgramFacts } from './habit-programs.policy';
export { findHabitProgram, lockHabitProgram } from './habit-programs.repo';
export { habitProgramsRoutes } from './habit-programs.routes';
export { assertAccess } from './habit-programs.service';
