/** The onboarding feature's door (a new account's first steps): what the app shell and other features may use of it. */
export { NewUserPage } from './components/new-user-page';
