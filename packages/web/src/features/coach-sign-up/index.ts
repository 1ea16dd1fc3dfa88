/**
 * The coach-sign-up feature's door (issue 18): /coach-sign-up/{package}, a new coach's account on
 * the free, Professional or Unlimited package, and /new-user, the coach onboarding wizard that
 * gives them their company and branded sub-domain; and Settings' Plan section, where a set-up
 * coach buys a package.
 */
export { CoachSignUpPage } from './components/coach-sign-up-page';
export { NewUserPage } from './components/new-user-page';
export { offersPlans, PlanChoice } from './components/plan-choice';
