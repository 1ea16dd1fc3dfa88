/** The daily-reflection pages, a chunk of their own: the router loads it through `loadDailyReflectionPages` (index.ts). */
export { DailyReflectionPage } from './components/daily-reflection-page';
export { ProgressPage } from './components/progress-page';
export { ReflectionHistoryPage } from './components/reflection-history-page';
