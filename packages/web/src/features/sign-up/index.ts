/** The sign-up feature's door: what the app shell and other features may use of it. */
export { InvitationSignUpPage } from './components/invitation-sign-up-page';
export { PlanSignUpPage } from './components/plan-sign-up-page';
export { SignUpPage } from './components/sign-up-page';
