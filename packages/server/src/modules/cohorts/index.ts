/** The cohorts module's door: what the rest of the server may use of it. */
export { cohortsRoutes } from './cohorts.routes';
