/** The help feature's door: the coach FAQ, the terms of service, getting started and the first-run tour. */
export { FaqPage } from './components/faq-page';
export { TermsPage } from './components/terms-page';
export { GettingStartedPage } from './components/getting-started-page';
export { FirstRunTour } from './components/first-run-tour';
export { TOUR_STEPS } from './utils/tour-steps';
