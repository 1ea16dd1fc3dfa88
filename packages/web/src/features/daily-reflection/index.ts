/** The daily-reflection feature's door: what the app shell and other features may use of it. */
import { reflectionQueryKeys } from './api/query-keys';

export { REMINDER_ACTION, REMINDER_TITLE, ReflectionReminder } from './components/reflection-reminder';
/**
 * The daily reflection, progress and reflection history pages, loaded when their route first opens
 * (issue 21): the app shell imports this door at start-up, so pages exported from it here would
 * weigh on every first load.
 */
export const loadDailyReflectionPages = () => import('./pages');

/** Kept on the device so the reflection opens offline: today's, and any read by its token. */
export const REFLECTION_OFFLINE_QUERIES = [
  reflectionQueryKeys.today(),
  [...reflectionQueryKeys.all, 'detail'],
] as const;
