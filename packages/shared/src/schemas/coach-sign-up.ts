import { z } from 'zod';
import { ALL_FEATURES, FREE_PLAN_MONTHLY_ASSESSMENTS } from '../constants';
import { COACH_PACKAGE_LABELS } from '../constants/features';
import { subDomainPatchSchema } from './owners';
import { isKnownTimeZone } from '../rules/time-zones';
import { dayNumber, timeOfDay } from './accounts';
import { emailAddress, name, newPassword } from './fields';

/*
 * Coach sign-up and coach onboarding (client side sections 2, 4, 5, 7, 8, 9; coach side 2, 6;
 * issue 18): the three coach packages, /coach-sign-up/{package}, and the three-step /new-user
 * wizard that gives a new coach their company and branded sub-domain.
 */

/** The keys of the packages, as in /coach-sign-up/{key} and /new-user/{key}. */
export const COACH_PACKAGE_KEYS = ['free', 'professional', 'enterprise'] as const;
export type CoachPackageKey = (typeof COACH_PACKAGE_KEYS)[number];

export interface CoachPackage {
  key: CoachPackageKey;
  /** The spec's package number (Professional 66, Unlimited 65); null for the free plan. */
  packageId: number | null;
  label: string;
  /** Monthly price in cents, charged on Tandem's own payment account. */
  priceCents: number;
  /** The coach features (route names) the package grants; 'all' grants every coach route. */
  coachFeatures: readonly string[];
  /** Visitors' assessment results a calendar month; null: no limit. */
  monthlyLeadResults: number | null;
  /** One line a sign-up page shows under the package's name. */
  summary: string;
}

/**
 * The coach routes the free plan opens: the assessment tools a free coach finds leads with, the
 * dashboard that is every coach's home, a lead's detail page, messages, Getting Started, and
 * their own company's site settings (the sub-domain and branding set up at /new-user). Anything
 * else opens the spec's upgrade modal, and the server refuses its calls (rules/entitlements.ts).
 */
export const FREE_COACH_FEATURES = [
  'dashboard',
  'clientDetail',
  'assessmentLibrary',
  'assessmentCreation',
  'assessmentDistribute',
  'coachAssessments',
  'coachAssessmentDetail',
  'messages',
  'gettingStarted',
  'siteSettings',
  'siteCompany',
] as const;

/**
 * The packages. The spec gives their numbers, the Unlimited label and the free plan's five
 * assessments a month, and says which features each grants "is not shown" (coach side 1). Ours:
 * the free plan opens the assessment tools only; Professional and Unlimited open every coach
 * feature; Professional takes 100 visitors' results a month and Unlimited has no limit. Prices
 * are ours too.
 */
export const COACH_PACKAGES: Record<CoachPackageKey, CoachPackage> = {
  free: {
    key: 'free',
    packageId: null,
    label: COACH_PACKAGE_LABELS.free,
    priceCents: 0,
    coachFeatures: FREE_COACH_FEATURES,
    monthlyLeadResults: FREE_PLAN_MONTHLY_ASSESSMENTS,
    summary: `Assessments and lead capture, ${FREE_PLAN_MONTHLY_ASSESSMENTS} free assessments a month.`,
  },
  professional: {
    key: 'professional',
    packageId: 66,
    label: COACH_PACKAGE_LABELS.professional,
    priceCents: 2900,
    coachFeatures: [ALL_FEATURES],
    monthlyLeadResults: 100,
    summary: 'Every coaching tool, 100 assessments a month.',
  },
  enterprise: {
    key: 'enterprise',
    packageId: 65,
    label: COACH_PACKAGE_LABELS.enterprise,
    priceCents: 7900,
    coachFeatures: [ALL_FEATURES],
    monthlyLeadResults: null,
    summary: 'Every coaching tool, unlimited assessments.',
  },
};

/** The package with this spec number (66 or 65), or undefined. */
export function coachPackageById(packageId: number): CoachPackage | undefined {
  return Object.values(COACH_PACKAGES).find((found) => found.packageId === packageId);
}

/**
 * Visitors' results a coach on this plan (coach_profiles.plan) gets a calendar month; null: no
 * limit (the Unlimited package, and coaches whose company grants their licence).
 */
export function monthlyLeadResultsLimit(plan: string | null): number | null {
  return COACH_PACKAGE_KEYS.includes(plan as CoachPackageKey)
    ? COACH_PACKAGES[plan as CoachPackageKey].monthlyLeadResults
    : null;
}

/** The package a /new-user promo names; no promo is the free plan, an unknown one undefined. */
export function coachPackageByPromo(promo: string | undefined | null): CoachPackage | undefined {
  if (!promo) return COACH_PACKAGES.free;
  return COACH_PACKAGE_KEYS.includes(promo as CoachPackageKey)
    ? COACH_PACKAGES[promo as CoachPackageKey]
    : undefined;
}

/** Texts of coach sign-up and onboarding: the spec's (section 5 and 8), and ours where marked. */
export const COACH_SIGN_UP_MESSAGES = {
  emailMismatch: 'Email and Confirmation Email does not match',
  passwordMismatch: 'Password and Confirmation Password does not match',
  /** Spec, section 8: coach sign-up, any status below 500. */
  emailInUse: 'This email is already in use.',
  /** Spec, section 5: coach onboarding's Next button. */
  confirmationPassword: 'Confirmation password does not match',
  /** Ours: the terms box (the spec: "terms must be accepted"). */
  termsRequired: 'Please accept the terms of service.',
  serverError: 'There was a server error. Our staff has been notified. Please try again later',
  /** Ours: a /new-user link naming no package we sell. */
  unknownPackage: 'This plan is no longer available.',
  /** Ours: owners/authed for a user whose company is already set up. */
  alreadySetUp: 'Your company is already set up.',
  /** Ours: owners/authed for a coach of another owner's company. */
  coachOfAnotherCompany:
    'You coach for another company. Ask its owner about your plan, or sign up with another e-mail address.',
  /** Ours: a priced package with no card. */
  cardRequired: 'Please enter a card.',
  /** Ours: owners/package/ for the package the coach already holds in good standing. */
  alreadyOnPackage: 'You are already on this plan.',
  /** Ours: owners/package/ for a coach whose licence their company grants. */
  companyChoosesPackage: "Your company's owner chooses your plan. Ask them about it.",
} as const;

/** POST owners/free-assessment-sign-up/ (spec: first_name, last_name, email, password). */
export const freeCoachSignUpSchema = z.object({
  first_name: name,
  last_name: name,
  email: emailAddress,
  password: newPassword,
});
export type FreeCoachSignUp = z.input<typeof freeCoachSignUpSchema>;

/**
 * POST owners/paid-assessment-sign-up/ — the same plus the card token (`token`), the card the
 * browser read (`card`, for display only: the provider's own record is what is kept) and the
 * package number.
 */
export const paidCoachSignUpSchema = freeCoachSignUpSchema.extend({
  token: z.string().trim().min(1, { error: COACH_SIGN_UP_MESSAGES.cardRequired }).max(500),
  card: z.unknown().optional(),
  package: z.union([z.literal(66), z.literal(65)]),
});
export type PaidCoachSignUp = z.input<typeof paidCoachSignUpSchema>;

/**
 * POST owners/package/ — a coach on their own licence buys a package once set up (a free coach
 * upgrading, a lapsed or ended package bought again, one package for the other): its number and
 * the card, as at sign-up.
 */
export const coachPackageChoiceSchema = paidCoachSignUpSchema.pick({
  token: true,
  card: true,
  package: true,
});
export type CoachPackageChoice = z.input<typeof coachPackageChoiceSchema>;

/** The coach's own week (spec defaults: work week and pulse days 0-4, exercises 10:00, pulse 18:00). */
export const coachProfileSettingsSchema = z.object({
  work_week: z.array(dayNumber).max(7).default([0, 1, 2, 3, 4]),
  generate_pulse_on: z.array(dayNumber).max(7).default([0, 1, 2, 3, 4]),
  generate_exercises_at: timeOfDay.default('10:00'),
  generate_pulse_at: timeOfDay.default('18:00'),
  timezone: z.string().refine(isKnownTimeZone, { error: 'Select a valid time zone.' }).default('UTC'),
});
export const COACH_ONBOARDING_DEFAULTS = {
  work_week: [0, 1, 2, 3, 4],
  generate_pulse_on: [0, 1, 2, 3, 4],
  generate_exercises_at: '10:00',
  generate_pulse_at: '18:00',
  logo_height: 50,
} as const;

/** The company step: its name, the sub-domain (shared rule) and the branding. */
export const coachCompanySchema = z.object({
  name,
  sub_domain: subDomainPatchSchema.shape.sub_domain.unwrap(),
  logo: subDomainPatchSchema.shape.logo.unwrap().default(null),
  logo_height: subDomainPatchSchema.shape.logo_height.unwrap().default(COACH_ONBOARDING_DEFAULTS.logo_height),
  header_color: subDomainPatchSchema.shape.header_color.unwrap().default(null),
});

const onboardingFields = {
  /** The package's key (the /new-user/{offeringPromo} segment); empty or absent: free. */
  promo_id: z.string().trim().max(64).nullish(),
  client_profile: coachProfileSettingsSchema.prefault({}),
  stripe_token: z.string().trim().max(500).nullish(),
  card: z.unknown().optional(),
  tos: z.literal(true, { error: COACH_SIGN_UP_MESSAGES.termsRequired }),
  company: coachCompanySchema,
};

/** POST owners/authed/ — a signed-in user sets up their company (the info step is skipped). */
export const authedCoachOnboardingSchema = z.object(onboardingFields);
export type AuthedCoachOnboarding = z.input<typeof authedCoachOnboardingSchema>;

/** POST owners/new/ — a visitor: the info step's account too. */
export const newCoachOnboardingSchema = z.object({
  ...onboardingFields,
  user: freeCoachSignUpSchema,
});
export type NewCoachOnboarding = z.input<typeof newCoachOnboardingSchema>;

/** What the coach sign-up and onboarding calls answer; `token` only when they opened a session. */
export const coachOnboardingResponseSchema = z.object({
  id: z.number().int(),
  token: z.string().optional(),
  /** The company's sub-domain once onboarding set it. */
  sub_domain: z.string().nullable(),
});
export type CoachOnboardingResponse = z.infer<typeof coachOnboardingResponseSchema>;
