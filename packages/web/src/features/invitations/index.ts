/** The invitations feature's door (the coach's client onboarding: inviting clients, one by one or from a CSV): what the app shell and other features may use of it. */
export { ClientOnboardingPage } from './components/client-onboarding-page';
