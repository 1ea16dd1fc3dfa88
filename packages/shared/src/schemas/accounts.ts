import { z } from 'zod';
import { ALLOW_FLAGS, PLAN_STANDINGS } from '../constants/features';
import { homeFeatureSchema } from './features';
import { emailAddress } from './fields';
import { REWARD_PREFERENCES } from '../constants/accounts';

const email = emailAddress;

/** POST api-token-auth/ — `username` is the e-mail address. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(254),
  password: z.string().min(1, { error: 'This field may not be blank.' }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string(), id: z.number().int() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const allowFlagsShape = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in (typeof ALLOW_FLAGS)[number]]: z.ZodBoolean;
};

export const clientProfileSchema = z.object({
  id: z.number().int(),
  coach: z.number().int().nullable(),
  home: homeFeatureSchema,
  /** When the client was deactivated; null while active. */
  deactivated: z.string().nullable(),
  theme: z.number().int().nullable(),
  assigned_pulse_survey: z.number().int().nullable(),
  ...allowFlagsShape,
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const userFeaturesSchema = z.object({
  client_features: z.array(z.string()),
  coach_features: z.array(z.string()),
  exclude: z.array(z.string()),
  /** The home feature: the client profile's home, or 'dashboard' for a coach. */
  home: z.string(),
});
export type UserFeatures = z.infer<typeof userFeaturesSchema>;

/**
 * A coach's plan as it stands (rules/entitlements.ts): the package bought (or `company`), the one
 * whose features and limits apply now, its standing, and when a past-due package's grace ends.
 */
export const coachPlanSchema = z.object({
  plan: z.string(),
  plan_in_force: z.string(),
  standing: z.enum(PLAN_STANDINGS),
  grace_ends_at: z.string().nullable(),
});
export type CoachPlan = z.infer<typeof coachPlanSchema>;

/** A day of the week, 0 Monday to 6 Sunday. */
export const dayNumber = z.number().int().min(0).max(6);
/** A time of day, HH:MM or HH:MM:SS. */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Enter a valid time (HH:MM).' });
/** A reminder or quiet-hours time (issue 20): HH:MM exactly. */
export const hourMinute = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a valid time (HH:MM).' });

/**
 * A company's branding as a signed-in page shows it (its first sub-domain's; the sub-domain's
 * name is null until the owner sets it). The app shows it wherever the person is signed in, so
 * a company's people see its brand whatever address they opened (issue 45).
 */
export const companyBrandingSchema = z.object({
  sub_domain: z.string().nullable(),
  logo: z.string().nullable(),
  logo_height: z.number().int(),
  header_color: z.string().nullable(),
  background_image: z.string().nullable(),
  allow_onboarding: z.boolean(),
});
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;
/** A company with the brand its pages wear. */
export const brandedCompanySchema = z.object({
  name: z.string(),
  branding: companyBrandingSchema.nullable(),
});
export type BrandedCompany = z.infer<typeof brandedCompanySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  onboarded: z.boolean(),
  /** The coach's first-run tour was finished or skipped (remembered for every device). */
  tour_completed: z.boolean(),
  has_coach_license: z.boolean(),
  is_staff: z.boolean(),
  is_owner: z.boolean(),
  /** True when this session was opened by an admin or owner acting as the user. */
  impersonating: z.boolean(),
  /**
   * True when this session may only set up two-step sign-in (the install requires it of the
   * account, which has none yet; decision 027). Absent otherwise.
   */
  two_step_setup_required: z.boolean().optional(),
  features: userFeaturesSchema,
  /** A coach's plan and its standing; null for anyone without a coach licence. */
  coach_plan: coachPlanSchema.nullable(),
  profile: clientProfileSchema.nullable(),
  /** The company the person works in or is coached in, with its brand (null: the product's own). */
  company: brandedCompanySchema.extend({ id: z.number().int() }).nullable(),
  image: z.string().nullable(),
  last_login: z.string().nullable(),
  phone_number: z.string(),
  timezone: z.string(),
  work_week: z.array(dayNumber),
  generate_exercises_at: z.string(),
  generate_pulse_on: z.array(dayNumber),
  generate_pulse_at: z.string(),
  allow_notice_emails: z.boolean(),
  allow_notice_sms: z.boolean(),
  /** Web push reminders on the devices the user registered (issue 20). */
  allow_notice_push: z.boolean(),
  /** Usage statistics of this user's screens may be recorded (issue 20). */
  allow_analytics: z.boolean(),
  /** Local times of the reminders and the quiet hours, HH:MM (the reminder engine's rules). */
  exercise_reminder_at: z.string(),
  reflection_reminder_at: z.string(),
  quiet_hours_start: z.string(),
  quiet_hours_end: z.string(),
  allow_volume: z.boolean(),
  raffle_opt_in: z.boolean(),
  reward: z.enum(REWARD_PREFERENCES),
  theme: z.number().int().nullable(),
  /** The client's habit program (the profile's `theme`) with its name, for screens that show it. */
  habit_program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  groups: z.array(z.number().int()),
  weekly_num_of_tickets: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** POST user/impersonate/ */
export const impersonateRequestSchema = z.object({ email });
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;

/** POST support/ — name and e-mail are required only from visitors (checked by the server). */
export const supportReportSchema = z.object({
  message: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(5000),
  version: z.string().trim().max(32).default(''),
  name: z.string().trim().max(150).default(''),
  email: z.union([z.literal(''), email]).default(''),
  url: z.string().trim().max(2000).default(''),
});
export type SupportReport = z.input<typeof supportReportSchema>;

/** GET sub-domains/{name}/ — public branding. */
export const subDomainBrandingSchema = z.object({
  id: z.number().int(),
  sub_domain: z.string(),
  /** The name of the company the sub-domain belongs to (ours: the spec's answer has none). */
  company_name: z.string(),
  logo: z.string().nullable(),
  logo_height: z.number().int(),
  header_color: z.string(),
  background_image: z.string().nullable(),
  allow_onboarding: z.boolean(),
  show_on_search: z.boolean(),
});
export type SubDomainBranding = z.infer<typeof subDomainBrandingSchema>;

/** GET /api/config — what the web needs before anything else. */
export const appConfigSchema = z.object({
  version: z.string(),
  default_sub_domain: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
