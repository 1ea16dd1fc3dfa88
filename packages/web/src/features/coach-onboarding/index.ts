/** The coach-onboarding feature's door: what the app shell and other features may use of it. */
export { NewUserPage } from './components/new-user-page';
