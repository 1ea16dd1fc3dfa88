import type { CoachEntitlements, CoachPlan } from '@tandem/shared';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A coach's plan as it stands now (`coach_plan` of GET user/{id}, and what owners/package/ answers). */
export function presentCoachPlan(entitlements: CoachEntitlements): CoachPlan {
  return {
    plan: entitlements.plan,
    plan_in_force: entitlements.planInForce,
    standing: entitlements.standing,
    grace_ends_at: iso(entitlements.graceEndsAt),
  };
}
