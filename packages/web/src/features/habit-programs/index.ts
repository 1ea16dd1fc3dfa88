/** The habit-programs feature's door: what the app shell and other features may use of it. */
export { HabitProgramDetailPage } from './components/habit-program-detail-page';
export { HabitProgramsPage } from './components/habit-programs-page';
export { NewHabitProgramPage } from './components/new-habit-program-page';
