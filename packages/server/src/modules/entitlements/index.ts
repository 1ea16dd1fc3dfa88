/** The entitlements module's door: what a coach's plan grants now, from its subscription's standing. */
export { coachEntitlementsOf, coachIsEntitled } from './entitlements.service';
export { presentCoachPlan } from './entitlements.presenter';
