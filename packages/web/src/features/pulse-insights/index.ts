/** The pulse-insights feature's door: what the app shell and other features may use of it. */
export { useSevenDayReflections } from './api/get-seven-day-reflections';
export { ClientPulseTab } from './components/client-pulse-tab';
export { ClientReflectionsTab } from './components/client-reflections-tab';
export { StrugglingNotices } from './components/struggling-notices';
export { reflectionBars, reflectionCaption } from './utils/seven-day-bars';
