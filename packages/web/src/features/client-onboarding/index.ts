/** The client-onboarding feature's door: what the app shell and other features may use of it. */
export { ClientOnboardingPage } from './components/client-onboarding-page';
