/** The daily-exercise page, a chunk of its own: the router loads it through `loadDailyExercisePages` (index.ts). */
export { DailyExercisePage } from './components/daily-exercise-page';
