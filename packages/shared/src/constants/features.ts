/*
 * The client features and their `allow_*` flags: plain constants, no zod, so a screen that needs
 * only these does not load the validation library (issue 21, first load).
 */

/** The client features a coach can turn on; `profile.home` must be one of them. */
export const HOME_FEATURES = [
  'daily_exercises',
  'self_reflect',
  'goals',
  'progress',
  'courses',
  'assessments',
] as const;
export type HomeFeature = (typeof HOME_FEATURES)[number];

/** The eight `allow_*` flags of a client profile (and of an offering). */
export const ALLOW_FLAGS = [
  'allow_daily_exercises',
  'allow_self_reflect',
  'allow_goals',
  'allow_progress',
  'allow_courses',
  'allow_journal',
  'allow_assessments',
  'allow_messaging',
] as const;
export type AllowFlag = (typeof ALLOW_FLAGS)[number];

/** Which allow flag turns on each home feature. */
export const HOME_FEATURE_FLAG: Record<HomeFeature, AllowFlag> = {
  daily_exercises: 'allow_daily_exercises',
  self_reflect: 'allow_self_reflect',
  goals: 'allow_goals',
  progress: 'allow_progress',
  courses: 'allow_courses',
  assessments: 'allow_assessments',
};

/** How screens name each `allow_*` flag (the spec gives the flags, not labels): like the client's menu. */
export const ALLOW_FLAG_LABELS: Record<AllowFlag, string> = {
  allow_daily_exercises: 'Daily Exercises',
  allow_self_reflect: 'Daily Reflection',
  allow_goals: 'Goals',
  allow_progress: 'Progress',
  allow_courses: 'Courses',
  allow_journal: 'Journal',
  allow_assessments: 'Assessments',
  allow_messaging: 'Messaging',
};

/** How the home page choice names each home feature: the label of its flag. */
export const HOME_FEATURE_LABELS = Object.fromEntries(
  HOME_FEATURES.map((home) => [home, ALLOW_FLAG_LABELS[HOME_FEATURE_FLAG[home]]]),
) as Record<HomeFeature, string>;

/**
 * Where a coach's licence stands (rules/entitlements.ts): `free` (the free package), `granted`
 * (given by the company or the operator, nothing to pay), `active`, `grace` (a renewal failed;
 * still every feature), `lapsed` (past due after the grace) and `canceled`.
 */
export const PLAN_STANDINGS = ['free', 'granted', 'active', 'grace', 'lapsed', 'canceled'] as const;
export type PlanStanding = (typeof PLAN_STANDINGS)[number];

/** A paid package that is paying: active, or past due within its grace (every feature stays). */
export const inGoodStanding = (standing: PlanStanding) => standing === 'active' || standing === 'grace';

/** The coach packages' names (schemas/coach-sign-up.ts COACH_PACKAGES): plain, for the app shell's first load. */
export const COACH_PACKAGE_LABELS = {
  free: 'Free',
  professional: 'Professional',
  enterprise: 'Unlimited',
} as const;

/** coach_profiles.plan of a licence the coach's company grants (its owner pays, if anyone does). */
export const COMPANY_LICENCE_PLAN = 'company';

/**
 * Whether a coach buys their own plan (Settings' Plan section, POST owners/package/): anyone on
 * their own licence (free or a package); a licence the company grants is its owner's to pay.
 * Plain, for the app shell's first load.
 */
export function choosesOwnPlan(coachPlan: { plan: string } | null): boolean {
  return coachPlan !== null && coachPlan.plan !== COMPANY_LICENCE_PLAN;
}
