import type { CoachPackage } from '@tandem/shared';

/* The rules of coach onboarding (decision 019), pure so they are tested on their own. */

export interface OnboardingFacts {
  /** The user's coach licence: its company and package; null without one. */
  coach: { companyId: number | null; plan: string } | null;
  /** The company the user owns, and its sub-domain once set. */
  ownedCompanyId: number | null;
  ownedSubDomain: string | null;
  /** The packages (66, 65) the user pays for now. */
  paidPackageIds: readonly number[];
}

export type OnboardingRefusal = 'already_set_up' | 'coach_of_another_company';

/**
 * Who may go through /new-user signed in:
 * - not someone whose company already has its sub-domain: onboarding happens once, later changes
 *   are the site settings';
 * - not a coach of another owner's company: their licence and clients belong to that company,
 *   and moving them out is that owner's business.
 * Anyone else may: a coach who just signed up (they own a company without a sub-domain yet), an
 * owner whose company has none, or a user without a licence (a client, staff), who becomes the
 * owner-coach of a new company.
 */
export function onboardingRefusal(facts: OnboardingFacts): OnboardingRefusal | null {
  if (facts.ownedSubDomain) return 'already_set_up';
  if (facts.coach && facts.coach.companyId !== null && facts.coach.companyId !== facts.ownedCompanyId)
    return 'coach_of_another_company';
  return null;
}

export interface PackageOutcome {
  /** The coach plan to record (coach_profiles.plan). */
  plan: string;
  /** The coach features to grant, or null to leave the user's as they are. */
  features: readonly string[] | null;
  /** The package to charge now, or null. */
  charge: CoachPackage | null;
}

/**
 * Which package onboarding leaves the user with. Onboarding never charges twice and never takes
 * a package away:
 * - someone who pays for a package already keeps it (changing packages is not onboarding), and
 *   is charged nothing;
 * - otherwise a priced package is charged now and granted;
 * - a free promo gives the free package to someone without a licence, and leaves a licence
 *   holder's plan (free, or one granted by a company) as it is.
 */
export function packageOutcome(facts: OnboardingFacts, requested: CoachPackage): PackageOutcome {
  const current = facts.coach?.plan ?? null;
  if (facts.paidPackageIds.length > 0 && current !== null) {
    return { plan: current, features: null, charge: null };
  }
  if (requested.priceCents > 0) {
    return { plan: requested.key, features: requested.coachFeatures, charge: requested };
  }
  if (current !== null) return { plan: current, features: null, charge: null };
  return { plan: requested.key, features: requested.coachFeatures, charge: null };
}
