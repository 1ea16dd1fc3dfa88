/** The two-step feature's door: the Settings section and the required set-up page. */
export { TwoStepSettings } from './components/two-step-section';
export { TwoStepSetupPage } from './components/two-step-setup-page';
