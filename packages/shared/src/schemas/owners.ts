import { z } from 'zod';
import { MAX_BRANDING_IMAGE_BYTES } from '../constants';
import { isHexColor } from '../rules/contrast';
import { MAX_SUB_DOMAIN_LENGTH, SUB_DOMAIN_MESSAGES, subDomainProblem } from '../rules/sub-domain';
import { id, queryInteger } from './fields';

/* The owner's screens (coach side sections 2, 3, 5, 6, 7; issue 18): company, coaches,
 * sub-domain settings, the payment-account link, impersonation and its audit. */

/** Texts of the owner's screens: the spec's where it has them, ours (marked) where it has none. */
export const OWNER_MESSAGES = {
  /** Spec, section 8: the payment-account link was refused by the provider. */
  connectError: 'There was an error trying to connect with your stripe account',
  /** Spec, section 8: the payment-account link met a server error. */
  connectServerError: 'There was a server error. Please try again later',
  /** Ours: the waiting text while the link completes. */
  connecting: 'Connecting your stripe account. Please wait…',
  /** Ours: the success text before the 5-second redirect (spec section 8). */
  connected: 'Your Stripe account is connected. Taking you to your subscription plans in 5 seconds…',
  /** Ours, following the spec's "a message advising compression (less than 300 KB)". */
  imageTooLarge: `This image is too large. Please compress it to less than ${MAX_BRANDING_IMAGE_BYTES / 1024} KB and try again.`,
  invalidImage: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  invalidColor: 'Enter a colour as #rgb or #rrggbb.',
  /** Ours: the connect link's state is missing, forged, another owner's or over an hour old. */
  connectStateInvalid:
    'This link to connect payments is invalid or has expired. Please start again from Site Settings.',
  noUsersFound: 'No users found',
  noImpersonations: 'Nobody has impersonated a user yet.',
} as const;

/** How long the success text shows before going to the plans (spec section 8: 5 seconds). */
export const CONNECT_REDIRECT_MS = 5000;
/** The logo height slider's range, in pixels (ours; the spec says only "a slider"). */
export const MIN_LOGO_HEIGHT = 20;
export const MAX_LOGO_HEIGHT = 200;
/**
 * The longest image value accepted in JSON: a data URL of MAX_BRANDING_IMAGE_BYTES in base64
 * (4 characters per 3 bytes) plus its header. Larger ones are refused by size before decoding.
 */
export const MAX_BRANDING_DATA_URL_LENGTH = Math.ceil(MAX_BRANDING_IMAGE_BYTES / 3) * 4 + 100;

const person = z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof person>;

/** GET owners/company/ (spec: Company, plus what the site settings show). */
export const ownerCompanySchema = z.object({
  id,
  name: z.string(),
  allow_paid_subscriptions: z.boolean(),
  /** A payment account is linked: plan payments go to it. */
  payment_account_connected: z.boolean(),
  /** Where "Connect payments" leads (the provider's consent page); null when it cannot be linked. */
  connect_url: z.string().nullable(),
  /** The company's first sub-domain, where the payment link returns the owner. */
  sub_domain: z.string().nullable(),
  /** The site settings' coaching-associate box: the owner is listed in the visitors' coach search. */
  coaching_associate: z.boolean(),
  owner: person.nullable(),
});
export type OwnerCompany = z.infer<typeof ownerCompanySchema>;

/** PATCH owners/company/ */
export const ownerCompanyPatchSchema = z.object({ coaching_associate: z.boolean() }).partial();
export type OwnerCompanyPatch = z.infer<typeof ownerCompanyPatchSchema>;

/** GET owners/coaches/ — a coach of the owner's company. */
export const ownerCoachSchema = person.extend({
  image: z.string().nullable(),
  last_login: z.string().nullable(),
  plan: z.string(),
  is_owner: z.boolean(),
  client_count: z.number().int(),
});
export type OwnerCoach = z.infer<typeof ownerCoachSchema>;

/** GET owners/sub-domains/ — a sub-domain of the owner's company (spec: Sub-domain). */
export const ownerSubDomainSchema = z.object({
  id,
  sub_domain: z.string(),
  /** The one user who may change it; null: any owner of the company may. */
  owner: z.number().int().nullable(),
  header_color: z.string().nullable(),
  logo: z.string().nullable(),
  logo_height: z.number().int(),
  background_image: z.string().nullable(),
  show_on_search: z.boolean(),
  allow_onboarding: z.boolean(),
  abilities: z.object({ update: z.boolean() }),
});
export type OwnerSubDomain = z.infer<typeof ownerSubDomainSchema>;

/** A branding image as sent: a data URL (a new image), null (none), or the saved URL (unchanged). */
const brandingImage = z.string().max(MAX_BRANDING_DATA_URL_LENGTH, { error: OWNER_MESSAGES.imageTooLarge });

/**
 * PATCH owners/sub-domains/{id}/ (JSON). `sub_domain` is lower-cased, then must pass the shared
 * rule; once set it cannot change (the server checks). Images are data URLs, stored as files.
 */
export const subDomainPatchSchema = z
  .object({
    sub_domain: z
      .string()
      .trim()
      .max(MAX_SUB_DOMAIN_LENGTH, { error: SUB_DOMAIN_MESSAGES.tooLong })
      .toLowerCase()
      .superRefine((value, context) => {
        const problem = subDomainProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    header_color: z
      .string()
      .trim()
      .refine(isHexColor, { error: OWNER_MESSAGES.invalidColor })
      .transform((value) => value.toLowerCase())
      .nullable(),
    logo: brandingImage.nullable(),
    background_image: brandingImage.nullable(),
    logo_height: z.number().int().min(MIN_LOGO_HEIGHT).max(MAX_LOGO_HEIGHT),
    show_on_search: z.boolean(),
    allow_onboarding: z.boolean(),
  })
  .partial();
export type SubDomainPatch = z.input<typeof subDomainPatchSchema>;

/** GET owners/users/ — the impersonation picker's query (spec: user list {all:true}). */
export const ownerUsersQuerySchema = z.object({
  /** Sent as the spec's call does; every user the caller may impersonate is listed either way. */
  all: z.enum(['true', 'false']).optional(),
  /** Part of an e-mail address. */
  search: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: queryInteger().optional(),
});

/** A user the caller may impersonate. */
export const impersonationCandidateSchema = person;
export type ImpersonationCandidate = PersonRef;

/** POST owners/company/connect_with_stripe/ (spec: {scope, authorizationCode}). */
export const connectPaymentAccountSchema = z.object({
  scope: z.string().trim().max(200).optional(),
  authorizationCode: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(500),
  /** The state the connect link carried, handed back by the provider (server's connect-state.ts). */
  state: z.string().trim().max(200).optional(),
});
export type ConnectPaymentAccount = z.infer<typeof connectPaymentAccountSchema>;
export const connectPaymentAccountResponseSchema = z.object({ sub_domain: z.string().nullable() });
export type ConnectPaymentAccountResponse = z.infer<typeof connectPaymentAccountResponseSchema>;

export const IMPERSONATION_ACTIONS = ['impersonation_started', 'impersonation_stopped'] as const;

/** GET owners/impersonation-events/ — one start or stop; a person since deleted shows as null. */
export const impersonationEventSchema = z.object({
  id,
  action: z.enum(IMPERSONATION_ACTIONS),
  occurred_at: z.string(),
  /** Who impersonated. */
  actor: person.nullable(),
  /** Who was impersonated. */
  subject: person.nullable(),
});
export type ImpersonationEvent = z.infer<typeof impersonationEventSchema>;
