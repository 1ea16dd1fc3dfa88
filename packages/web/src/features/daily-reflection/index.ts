/** The daily-reflection feature's door: what the app shell and other features may use of it. */
export { DailyReflectionPage } from './components/daily-reflection-page';
export { ProgressPage } from './components/progress-page';
export { ReflectionHistoryPage } from './components/reflection-history-page';
export { REMINDER_ACTION, REMINDER_TITLE, ReflectionReminder } from './components/reflection-reminder';
