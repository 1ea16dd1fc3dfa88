import { z } from 'zod';
import { brandedCompanySchema, clientProfileSchema } from './accounts';
import { ALLOW_FLAGS } from '../constants/features';
import { homeFeatureSchema } from './features';
import { emailAddress, id, name, queryId, queryInteger } from './fields';
import { LIST_LIMIT } from '../constants';

const email = emailAddress;
const allowFlags = Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in (typeof ALLOW_FLAGS)[number]]: z.ZodBoolean;
};

/** The profile settings an invitation carries into the new client's profile. */
export const invitationProfileSchema = z.object({
  home: homeFeatureSchema,
  assigned_pulse_survey: id.nullable(),
  ...allowFlags,
});
export type InvitationProfile = z.infer<typeof invitationProfileSchema>;

export const clientUploadRowSchema = z.object({ first_name: name, last_name: name, email });
export type ClientUploadRow = z.infer<typeof clientUploadRowSchema>;

/** Most rows one upload may carry (a CSV of a whole practice, not a whole company). */
export const MAX_CLIENT_UPLOAD_ROWS = 1000;

/**
 * POST coaches/clients/client_upload/ — invites every row, all or nothing. The feature rules
 * (`clientFeatureProblems`) are checked by the server and answer on `habit_program`,
 * `assigned_pulse_survey` and `home`.
 */
export const clientUploadRequestSchema = z.object({
  clients: z
    .array(clientUploadRowSchema)
    .min(1, { error: 'Add at least one client.' })
    .max(MAX_CLIENT_UPLOAD_ROWS),
  habit_program: id.nullable(),
  /** true: the coach's public courses ("Default Courses"); false: exactly `courses`. */
  default_courses: z.boolean().default(true),
  courses: z.array(id).max(LIST_LIMIT).default([]),
  profile: invitationProfileSchema,
});
export type ClientUploadRequest = z.input<typeof clientUploadRequestSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The sign-up link e-mailed to the invitee. */
  link: z.string(),
  habit_program: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const clientUploadResponseSchema = z.object({
  invitations: z.array(invitationSchema),
  /** E-mails that already belong to this coach's clients: reported, not invited again. */
  already_clients: z.array(z.string()),
});
export type ClientUploadResponse = z.infer<typeof clientUploadResponseSchema>;

/** POST coaches/client-invitations/{token}/send_custom_mail/ — the sign-up link is appended. */
export const customInvitationMailSchema = z.object({
  subject: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(200),
  message: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(10_000),
});
export type CustomInvitationMail = z.infer<typeof customInvitationMailSchema>;

export const CLIENT_FILTERS = ['active', 'deactivated', 'all'] as const;
export const CLIENT_ORDERINGS = [
  '-last_login',
  'last_login',
  'first_name',
  '-first_name',
  'last_name',
  '-last_name',
] as const;

/** GET coaches/clients/ — the dashboard list (page size 4 by default). */
export const clientListQuerySchema = z.object({
  filter: z.enum(CLIENT_FILTERS).default('active'),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(CLIENT_ORDERINGS).default('-last_login'),
  /** Accepted for compatibility with the spec's call; a coach only ever lists their own clients. */
  currently_coaching: z.enum(['true', 'false']).optional(),
  /** Clients in this cohort only (cohort pickers). */
  cohort: queryId.optional(),
  /** Clients with this pulse survey assigned (the survey page's assigned clients). */
  client_profile__assigned_pulse_survey: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: queryInteger().optional(),
  page: queryInteger(1).optional(),
  /** Where a page starts in the `-last_login` order: the opaque cursor of the previous page's `next`. */
  cursor: z.string().max(200).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** A client as the coach's dashboard shows them. `id` is the client's user id. */
export const clientSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  last_login: z.string().nullable(),
  habit_program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  pulse_survey: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Fractions 0 to 1 over the last seven days: exercises completed / due, reflections done / due. */
  seven_day_totals: z.object({ momentum: z.number(), pulse: z.number() }),
  client_profile: clientProfileSchema,
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** PATCH coaches/clients/{id}/ — the client's account details as their coach may change them. */
export const clientPatchSchema = z.object({ email, first_name: name, last_name: name }).partial();
export type ClientPatch = z.input<typeof clientPatchSchema>;

/**
 * PATCH coaches/client-profiles/{profileId}/ — the client's features and assignments.
 * `deactivated: null` reactivates; DELETE on the same path deactivates.
 */
export const clientProfilePatchSchema = z
  .object({
    home: homeFeatureSchema,
    theme: id.nullable(),
    assigned_pulse_survey: id.nullable(),
    deactivated: z.null(),
    ...allowFlags,
  })
  .partial();
export type ClientProfilePatch = z.input<typeof clientProfilePatchSchema>;

/** GET client/offering/ — what the sign-up wizard needs (from an invitation, a plan or a sub-domain). */
export const offeringQuerySchema = z.object({
  invitation: z.string().trim().max(100).optional(),
  sub_domain: z.string().trim().max(63).optional(),
  id: queryId.optional(),
  /** A plan's code from its link (`/sign-up/{id}/{promo}`); a plan is shown only with both. */
  promo: z.string().trim().max(64).optional(),
});

export const offeringSchema = z.object({
  /** The plan's id; null for an invitation or a plain sub-domain sign-up. */
  id: z.number().int().nullable(),
  /** The plan's title, shown above its sign-up (ours); null without a plan. */
  title: z.string().nullable(),
  program: z
    .object({
      id: z.number().int(),
      name: z.string(),
      assign_all: z.boolean(),
      max_number_of_allowed_groups: z.number().int(),
    })
    .nullable(),
  areas: z.array(z.object({ id: z.number().int(), name: z.string() })),
  price: z.number().int().nullable(),
  price_in_dollars: z.string().nullable(),
  stripe_key: z.string().nullable(),
  home: homeFeatureSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The company the client signs up with: its pages wear its brand whatever the address (ours). */
  company: brandedCompanySchema.nullable(),
});
export type Offering = z.infer<typeof offeringSchema>;
