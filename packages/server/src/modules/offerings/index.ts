/**
 * The offerings module's door: the owner's subscription plans (issue 18) and, for the sign-up,
 * the plan a sign-up link names.
 */
export { offeringsRoutes } from './offerings.routes';
export { findSellablePlan, newPromo, type SellablePlan } from './offerings.service';
export { offeringLink } from './offerings.presenter';
