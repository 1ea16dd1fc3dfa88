/** The pulse-surveys module's door: what the rest of the server may use of it. */
export { pulseSurveysRoutes } from './pulse-surveys.routes';
