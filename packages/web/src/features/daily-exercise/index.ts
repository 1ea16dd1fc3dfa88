/** The daily-exercise feature's door: what the app shell and other features may use of it. */
export { DailyExercisePage } from './components/daily-exercise-page';
