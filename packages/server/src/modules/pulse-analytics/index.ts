/** The pulse-analytics module's door: what the rest of the server may use of it. */
export { presentCohortReflection } from './pulse-analytics.presenter';
export { coachWordCounts, cohortSeries, latestSharedReflections } from './pulse-analytics.repo';
export { pulseAnalyticsRoutes } from './pulse-analytics.routes';
