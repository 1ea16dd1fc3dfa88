/**
 * The coach sign-up module's door (issue 18 part 6, decision 019): coach sign-up on a package
 * and the /new-user onboarding that sets up a coach's company and branded sub-domain.
 */
export { coachSignUpRoutes } from './coach-sign-up.routes';
