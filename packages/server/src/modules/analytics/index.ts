/** The analytics module's door (issue 20): usage event reports, the usage charts, their retention job. */
export { analyticsRoutes } from './analytics.routes';
export { analyticsJobs, DELETE_EXPIRED_ANALYTICS } from './analytics.jobs';
