import { z } from 'zod';
import { MESSAGES } from '../messages';
import { CAMPAIGN_SLUG_PATTERN, MAX_CAMPAIGN_SLUG_LENGTH } from '../rules/campaign-slug';
import { id, required, optionalWebUrl } from './fields';

/* Campaigns and invitation requests (client side sections 3, 5, 7; issue 19). */

/** What every view of a campaign shows (spec: ChangeCampaign, without the computed figures). */
const campaignFieldsSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  secondary_image: z.string().nullable(),
  short_description: z.string(),
  long_description: z.string(),
  url: z.string(),
  /** The points the campaign's goal is reached at. */
  max_points: z.number().int(),
  provider_name: z.string(),
  provider_description: z.string(),
});

/** GET change-campaigns/{id}/ (spec: ChangeCampaign). */
export const campaignSchema = campaignFieldsSchema.extend({
  total: z.number().int(),
  /** The signed-in user's standing: "you are in the top N %" (null for visitors and non-contributors). */
  percentile: z.number().int().nullable(),
  /** Points a day, averaged over the days since the campaign's first ticket. */
  avg: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

// ---------------------------------------------------------------- the owner's campaign editor

/** A campaign's image or secondary image (PNG, JPEG, GIF or WebP). */
export const MAX_CAMPAIGN_IMAGE_BYTES = 5 * 1024 * 1024;
/** Ours: a goal stays well inside PostgreSQL's integer, which also holds the campaign's total. */
export const MAX_CAMPAIGN_POINTS = 1_000_000_000;
/** The multipart fields an image may come in: each names the column it replaces. */
export const CAMPAIGN_IMAGE_FIELDS = ['image', 'secondary_image'] as const;
export type CampaignImageField = (typeof CAMPAIGN_IMAGE_FIELDS)[number];

/** The editor's field messages (Django's and DRF's words, as the API's other fields use). */
export const CAMPAIGN_MESSAGES = {
  slug: 'Enter a valid “slug” consisting of letters, numbers, underscores or hyphens.',
  url: MESSAGES.invalidUrl,
  maxPointsInteger: 'A valid integer is required.',
  maxPointsMin: 'Ensure this value is greater than or equal to 1.',
  maxPointsMax: `Ensure this value is less than or equal to ${MAX_CAMPAIGN_POINTS}.`,
  imageTooLarge: `The image is too large: it may be at most ${MAX_CAMPAIGN_IMAGE_BYTES / (1024 * 1024)} MB.`,
} as const;

const text = (max: number) => z.string().trim().max(max);

/** The fields an owner writes; blank optional texts are allowed, a slug may be left out. */
const campaignWriteFields = {
  name: required(200),
  /** Blank or left out when creating: made from the name (shared `campaignSlug`). */
  slug: text(MAX_CAMPAIGN_SLUG_LENGTH)
    .toLowerCase()
    .refine((value) => value === '' || CAMPAIGN_SLUG_PATTERN.test(value), { error: CAMPAIGN_MESSAGES.slug }),
  short_description: required(300),
  long_description: text(10_000),
  /** The charity's own page. */
  url: optionalWebUrl(500),
  max_points: z
    .number({
      error: (issue) => (issue.input === undefined ? MESSAGES.required : CAMPAIGN_MESSAGES.maxPointsInteger),
    })
    .int({ error: CAMPAIGN_MESSAGES.maxPointsInteger })
    .min(1, { error: CAMPAIGN_MESSAGES.maxPointsMin })
    .max(MAX_CAMPAIGN_POINTS, { error: CAMPAIGN_MESSAGES.maxPointsMax }),
  provider_name: text(200),
  provider_description: text(5000),
};

/** POST owners/campaigns/ — the name, a short description and the goal are required. */
export const campaignCreateSchema = z.object({
  ...campaignWriteFields,
  slug: campaignWriteFields.slug.optional(),
  long_description: campaignWriteFields.long_description.default(''),
  url: campaignWriteFields.url.default(''),
  provider_name: campaignWriteFields.provider_name.default(''),
  provider_description: campaignWriteFields.provider_description.default(''),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

/**
 * PATCH owners/campaigns/{id}/ — any of the fields; a blank slug is made again from the name.
 * Images are set by upload; `null` removes one.
 */
export const campaignPatchSchema = z
  .object(campaignWriteFields)
  .partial()
  .extend({ image: z.null().optional(), secondary_image: z.null().optional() });
export type CampaignPatchInput = z.input<typeof campaignPatchSchema>;

/** A campaign as its company's owner edits it: its fields and the points given so far. */
export const ownerCampaignSchema = campaignFieldsSchema.extend({
  total: z.number().int(),
  created_at: z.string(),
});
export type OwnerCampaign = z.infer<typeof ownerCampaignSchema>;

/** Create InvitationRequest: every field required (client side 5). */
export const invitationRequestSchema = z.object({
  first_name: required(150),
  last_name: required(150),
  email: required(254)
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  additional_information: required(2000),
  current_url: required(500),
  company_sub_domain: required(100),
  came_from: required(100),
  campaign: id,
});
export type InvitationRequestInput = z.input<typeof invitationRequestSchema>;

/** An invitation request as the company's owner sees it. */
export const invitationRequestRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  additional_information: z.string(),
  campaign: z.object({ id, name: z.string() }),
  created_at: z.string(),
  /** Someone with this e-mail is invited to, or already a client of, the company. */
  invited: z.boolean(),
});
export type InvitationRequestRow = z.infer<typeof invitationRequestRowSchema>;
