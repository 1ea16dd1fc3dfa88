import type { z } from 'zod';
import {
  topPercent,
  type Campaign,
  type InvitationRequestRow,
  type invitationRequestSchema,
} from '@tandem/shared';
import { renderInvitationRequestEmail } from '../../emails/invitation-request';
import { loadEmailBranding } from '../../emails/branding';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, notFound, tooManyRequests } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { countHit } from '../../lib/rate-limit';
import * as repo from './campaigns.repo';

/*
 * Campaign pages and invitation requests (client side 2, 5, 6; issue 19). Rules:
 * - a campaign page is public; a signed-in contributor also gets their standing, the share of
 *   contributors who gave at least as much ("top N %", shared topPercent);
 * - the average a day runs over the days since the campaign's first ticket, today included;
 * - an invitation request (every field required) belongs to the company of the sub-domain it
 *   was made on, whose owner is mailed; requests are limited per IP address;
 * - the owner lists their company's open requests: "invite" is the normal client invitation
 *   (Client Onboarding, filled in), a request counts as invited once that address is invited or
 *   a client; "dismiss" sets it aside.
 */

export const INVITATION_REQUESTS_PER_IP = 10;
const INVITATION_REQUEST_WINDOW_SECONDS = 60 * 60;

/** GET change-campaigns/{id}/ */
export async function getCampaign(ctx: AppContext, actor: Actor | null, id: number): Promise<Campaign> {
  const campaign = await repo.findCampaign(ctx.db, id);
  if (!campaign) throw notFound();
  const stats = await repo.campaignStats(ctx.db, id, actor?.userId ?? null);
  return {
    id: campaign.id,
    slug: campaign.slug,
    name: campaign.name,
    image: campaign.image,
    secondary_image: campaign.secondaryImage,
    short_description: campaign.shortDescription,
    long_description: campaign.longDescription,
    url: campaign.url,
    total: stats.total,
    max_points: campaign.maxPoints,
    percentile: stats.mine ? topPercent(stats.better, stats.contributors) : null,
    avg: Math.round(stats.total / Math.max(1, stats.days)),
    provider_name: campaign.providerName,
    provider_description: campaign.providerDescription,
  };
}

/** Create InvitationRequest. */
export async function requestInvitation(
  ctx: AppContext,
  ip: string,
  input: z.output<typeof invitationRequestSchema>,
): Promise<{ id: number }> {
  const hits = await countHit(ctx.db, `invitation-request:ip:${ip}`, INVITATION_REQUEST_WINDOW_SECONDS);
  if (hits.count > INVITATION_REQUESTS_PER_IP)
    throw tooManyRequests('Too many requests. Please wait a while and try again.', hits.retryAfter);
  const campaign = await repo.findCampaign(ctx.db, input.campaign);
  if (!campaign) throw fieldErrors({ campaign: [invalidPk(input.campaign)] });
  const company = await repo.companyOfSubDomain(ctx.db, input.company_sub_domain);
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertInvitationRequest(tx, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      additionalInformation: input.additional_information,
      currentUrl: input.current_url,
      companySubDomain: input.company_sub_domain,
      cameFrom: input.came_from,
      campaignId: campaign.id,
      companyId: company?.companyId ?? null,
    });
    if (company?.ownerEmail) {
      const mail = renderInvitationRequestEmail({
        branding: await loadEmailBranding(tx, company.companyId),
        ownerFirstName: company.ownerFirstName ?? '',
        name: `${input.first_name} ${input.last_name}`,
        email: input.email,
        campaign: campaign.name,
        message: input.additional_information,
      });
      await ctx.mailer.queue(tx, {
        to: [company.ownerEmail],
        ...mail,
        meta: { kind: 'invitation_request', userId: company.ownerId, invitationRequestId: row.id },
      });
    }
    return row;
  });
  // The owner's mail leaves after commit.
  void ctx.mailer.deliver();
  return created;
}

/** The owner's calls: only the owner of a company, for their own company's requests. */
function ownedCompanyOf(actor: Actor): number {
  if (actor.ownedCompanyId === null) throw forbidden();
  return actor.ownedCompanyId;
}

/** GET owners/invitation-requests/ — open requests, newest first. */
export async function listInvitationRequests(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: InvitationRequestRow[] }> {
  // Self-scoped like the owner's plans: someone who owns no company has none.
  if (actor.ownedCompanyId === null) return { count: 0, results: [] };
  const { rows, count } = await repo.listOpenRequests(
    ctx.db,
    actor.ownedCompanyId,
    window.limit,
    window.offset,
  );
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      additional_information: row.additional_information,
      campaign: { id: row.campaign_id, name: row.campaign_name },
      created_at: new Date(row.created_at).toISOString(),
      invited: row.invited,
    })),
  };
}

/** POST owners/invitation-requests/{id}/dismiss/ */
export async function dismissInvitationRequest(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (!(await repo.dismissRequest(ctx.db, ownedCompanyOf(actor), id))) throw notFound();
}
