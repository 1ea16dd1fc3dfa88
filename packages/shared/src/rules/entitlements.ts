import {
  COACH_PACKAGES,
  COACH_PACKAGE_KEYS,
  FREE_COACH_FEATURES,
  type CoachPackage,
  type CoachPackageKey,
} from '../schemas/coach-sign-up';
import { choosesOwnPlan, inGoodStanding, type PlanStanding } from '../constants/features';
import { grantsFeature } from './feature-access';

/*
 * What a coach's licence grants today (issue 39; decision 025): the one rule the server applies
 * to every route that names a feature, and that GET user/{id} presents as `coach_features`, so
 * the web's guards and the server never disagree.
 *
 * - The free package grants the free plan's features, whatever was stored.
 * - A priced package (Professional, Unlimited) grants its features while its subscription is in
 *   good standing: active, or past due for less than PAST_DUE_GRACE_DAYS since the renewal
 *   first failed. After that grace, once canceled, or once a subscription set not to renew has
 *   run to the end of its paid period, the coach is on the free plan's features: nothing is
 *   deleted, and every paid tool opens again the moment a payment goes through.
 * - A licence granted by the coach's company (plan `company`) grants the features stored on the
 *   user, and depends on the company owner's own package when the owner pays for one: the
 *   owner's lapse is the company's.
 */

/**
 * The coach features the server checks on its routes (`config: { feature }`), each named as the
 * coach screen that uses it is (the spec's route names, which feature lists hold), so one list
 * grants the screen and its calls. `usage` is the usage card of the dashboard and company pages.
 */
export const COACH_FEATURE = {
  habitPrograms: 'HabitProgramList',
  courses: 'courses',
  cohorts: 'cohorts',
  pulseSurveys: 'pulseSurveys',
  clientOnboarding: 'clientOnboarding',
  subscriptionPlans: 'automatedRegistration',
  campaigns: 'siteCampaigns',
  usage: 'usage',
} as const;
export type CoachFeature = (typeof COACH_FEATURE)[keyof typeof COACH_FEATURE];

/** Days a past-due package keeps its features after the renewal first failed (Stripe retries meanwhile). */
export const PAST_DUE_GRACE_DAYS = 7;

/** The facts of a package subscription the standing is read from (owner_subscriptions). */
export interface PackageSubscriptionFacts {
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete … */
  status: string;
  canceled: boolean;
  renewing: boolean;
  /** The end of the paid period (the next invoice). */
  scheduledInvoiceAt: Date | null;
  /** When the status first became past due; null while it is not. */
  pastDueSince: Date | null;
}

/** Statuses in which the provider is still trying to collect the renewal. */
const COLLECTING = new Set(['past_due']);
/** Statuses after which the provider never charges again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Statuses in good standing. */
const PAYING = new Set(['active', 'trialing']);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the grace of a past-due subscription ends; null when it is not past due. */
export function graceEndsAt(subscription: PackageSubscriptionFacts | null, now: Date): Date | null {
  if (!subscription || !COLLECTING.has(subscription.status) || subscription.canceled) return null;
  const since = subscription.pastDueSince ?? now;
  return new Date(since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/**
 * The standing of a priced package from its subscription. No subscription on record pays for
 * nothing: lapsed. Unknown statuses (unpaid, incomplete, paused) are not paying either.
 */
export function packageStanding(subscription: PackageSubscriptionFacts | null, now: Date): PlanStanding {
  if (!subscription) return 'lapsed';
  if (subscription.canceled || ENDED.has(subscription.status)) return 'canceled';
  const periodOver =
    subscription.scheduledInvoiceAt !== null && subscription.scheduledInvoiceAt.getTime() <= now.getTime();
  if (!subscription.renewing && periodOver) return 'canceled';
  if (COLLECTING.has(subscription.status)) {
    return now.getTime() < graceEndsAt(subscription, now)!.getTime() ? 'grace' : 'lapsed';
  }
  return PAYING.has(subscription.status) ? 'active' : 'lapsed';
}

const isPricedPackage = (plan: string | null): plan is CoachPackageKey =>
  plan !== null && plan !== 'free' && COACH_PACKAGE_KEYS.includes(plan as CoachPackageKey);

/** The facts of a coach's licence the entitlements are computed from. */
export interface CoachLicenceFacts {
  /** coach_profiles.plan: free, professional, enterprise, or company. */
  plan: string;
  /** users.coach_features: what a company or the operator granted. */
  storedFeatures: readonly string[];
  /** users.exclude: routes taken away whatever the plan grants. */
  exclude: readonly string[];
  /**
   * Who pays for the licence, when someone does: the coach's own priced package, or for a
   * company licence the owner's priced package (else null).
   */
  payer: { plan: string; subscription: PackageSubscriptionFacts | null } | null;
}

export interface CoachEntitlements {
  /** The package the licence was bought on (or `company`). */
  plan: string;
  /** The package whose limits apply now: `free` while a priced one is lapsed or canceled. */
  planInForce: string;
  standing: PlanStanding;
  /** The end of a past-due package's grace; null otherwise. */
  graceEndsAt: Date | null;
  /** The coach features (route names) in force; 'all' grants every one. */
  coachFeatures: readonly string[];
  exclude: readonly string[];
}

/** What the licence grants at `now`. */
export function coachEntitlements(facts: CoachLicenceFacts, now: Date): CoachEntitlements {
  const exclude = facts.exclude;
  const free = { planInForce: 'free', coachFeatures: FREE_COACH_FEATURES, graceEndsAt: null, exclude };
  if (facts.plan === 'free') return { plan: facts.plan, standing: 'free', ...free };
  const payer = isPricedPackage(facts.plan)
    ? { plan: facts.plan, subscription: facts.payer?.subscription ?? null }
    : facts.payer && isPricedPackage(facts.payer.plan)
      ? facts.payer
      : null;
  const granted = isPricedPackage(facts.plan)
    ? COACH_PACKAGES[facts.plan].coachFeatures
    : facts.storedFeatures;
  if (!payer) {
    return {
      plan: facts.plan,
      planInForce: facts.plan,
      standing: 'granted',
      graceEndsAt: null,
      coachFeatures: granted,
      exclude,
    };
  }
  const standing = packageStanding(payer.subscription, now);
  if (!inGoodStanding(standing)) return { plan: facts.plan, standing, ...free };
  return {
    plan: facts.plan,
    planInForce: facts.plan,
    standing,
    graceEndsAt: graceEndsAt(payer.subscription, now),
    coachFeatures: granted,
    exclude,
  };
}

/** Whether the entitlements grant the coach feature (route name) `feature`. */
export function entitlesTo(entitlements: CoachEntitlements, feature: string): boolean {
  return grantsFeature(entitlements.coachFeatures, entitlements.exclude, feature);
}

export type PackageChoiceRefusal = 'company_licence' | 'already_on_it';

/**
 * Who may buy a package once set up (POST owners/package/, decision 025), from what their
 * licence grants now; the web's Plan section marks the package it refuses as held:
 * - not a coach whose licence their company grants (plan `company`): that owner pays for it;
 * - not for the package they already hold in good standing (active, or past due within its
 *   grace: there the card is what needs replacing, not the plan).
 * Anyone else on their own licence may: a free coach upgrading, a coach whose package lapsed or
 * ended buying again, and a coach on one package moving to the other (the old one stops the
 * day the new one is paid for).
 */
export function packageChoiceRefusal(
  licence: Pick<CoachEntitlements, 'plan' | 'standing'>,
  requested: CoachPackage,
): PackageChoiceRefusal | null {
  if (!choosesOwnPlan(licence)) return 'company_licence';
  if (licence.plan === requested.key && inGoodStanding(licence.standing)) return 'already_on_it';
  return null;
}
