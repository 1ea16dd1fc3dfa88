/** The help feature's door: the coach FAQ, the terms of service, getting started and the first-run tour. */
export { FirstRunTour } from './components/first-run-tour';
export { TOUR_STEPS } from './utils/tour-steps';
/**
 * The FAQ, terms and getting-started pages, loaded when their route first opens (issue 21): the
 * app shell imports this door at start-up, so pages exported from it here would weigh on every
 * first load.
 */
export const loadHelpPages = () => import('./pages');
