import { z } from 'zod';
import { id, required } from './fields';

/* Campaigns and invitation requests (client side sections 3, 5, 7; issue 19). */

/** GET change-campaigns/{id}/ (spec: ChangeCampaign). */
export const campaignSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  secondary_image: z.string().nullable(),
  short_description: z.string(),
  long_description: z.string(),
  url: z.string(),
  total: z.number().int(),
  max_points: z.number().int(),
  /** The signed-in user's standing: "you are in the top N %" (null for visitors and non-contributors). */
  percentile: z.number().int().nullable(),
  /** Points a day, averaged over the days since the campaign's first ticket. */
  avg: z.number().int(),
  provider_name: z.string(),
  provider_description: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

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
