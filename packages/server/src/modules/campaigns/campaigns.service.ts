import type { z } from 'zod';
import {
  CAMPAIGN_IMAGE_FIELDS,
  CAMPAIGN_MESSAGES,
  campaignSlug,
  MAX_CAMPAIGN_IMAGE_BYTES,
  MESSAGES,
  topPercent,
  type Campaign,
  type campaignCreateSchema,
  type CampaignImageField,
  type campaignPatchSchema,
  type InvitationRequestRow,
  type invitationRequestSchema,
  type OwnerCampaign,
} from '@tandem/shared';
import { renderInvitationRequestEmail } from '../../emails/invitation-request';
import { loadCompanyBrand } from '../../lib/company-brand';
import { answerAccess } from '../../lib/access';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, notFound, tooManyRequests } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { countHit } from '../../lib/rate-limit';
import { keyOfMediaUrl, mediaUrl, removeFiles } from '../../lib/storage';
import {
  IMAGE_SIGNATURES,
  INVALID_IMAGE,
  NO_IMAGE,
  storeUpload,
  UploadRefused,
  type FileUpload,
} from '../../lib/uploads';
import { campaignAccess, managesCampaigns } from './campaigns.policy';
import { presentCampaignFields, presentOwnerCampaign } from './campaigns.presenter';
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
 *
 * The owner's campaign editor (owners/campaigns/, decision 016; campaigns.policy.ts):
 * - only the owner of a company lists, creates and edits campaigns, and only that company's:
 *   anyone who owns no company (a coach, a client, staff) gets 403 before anything is looked up;
 * - another company's campaign, and Tandem's own (no company: 1 and 3, from the migration),
 *   answer 404 as if absent: they are not in the owner's collection. Tandem's own are changed by
 *   a migration, not through the API;
 * - a slug left out or blank is made from the name; a later rename keeps the slug unless it is
 *   blanked (the page is found by its id, so an old link keeps working either way);
 * - an image (or the secondary image) is an upload checked by its first bytes (PNG, JPEG, GIF or
 *   WebP, at most MAX_CAMPAIGN_IMAGE_BYTES), stored as a file under campaign-images/ and served
 *   at its /media/ URL, never kept in the database; the file it replaces, or one removed with
 *   `null`, goes after commit.
 */

export const INVITATION_REQUESTS_PER_IP = 10;
const INVITATION_REQUEST_WINDOW_SECONDS = 60 * 60;

/** GET change-campaigns/{id}/ */
export async function getCampaign(ctx: AppContext, actor: Actor | null, id: number): Promise<Campaign> {
  const campaign = await repo.findCampaign(ctx.db, id);
  if (!campaign) throw notFound();
  const stats = await repo.campaignStats(ctx.db, id, actor?.userId ?? null);
  return {
    ...presentCampaignFields(campaign),
    total: stats.total,
    percentile: stats.mine ? topPercent(stats.better, stats.contributors) : null,
    avg: Math.round(stats.total / Math.max(1, stats.days)),
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
        branding: await loadCompanyBrand(tx, company.companyId, ctx.config),
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

// ---------------------------------------------------------------- the owner's campaign editor

type CampaignCreate = z.output<typeof campaignCreateSchema>;
type CampaignPatch = z.output<typeof campaignPatchSchema>;

/** The company whose campaigns the actor manages; 403 for anyone who owns none. */
function campaignCompanyOf(actor: Actor): number {
  if (!managesCampaigns(actor)) throw forbidden();
  return actor.ownedCompanyId!;
}

/** Answers 403 or 404 unless the actor may edit this campaign. */
function assertCampaignAccess(actor: Actor, campaign: repo.CampaignRow | undefined): repo.CampaignRow {
  answerAccess(campaignAccess(actor, campaign), MESSAGES.noPermission);
  return campaign!;
}

async function withTotal(ctx: AppContext, row: repo.CampaignRow): Promise<OwnerCampaign> {
  const totals = await repo.campaignTotals(ctx.db, [row.id]);
  return presentOwnerCampaign(row, totals.get(row.id) ?? 0);
}

/** GET owners/campaigns/ — the company's campaigns, newest first, with their totals. */
export async function listOwnerCampaigns(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: OwnerCampaign[] }> {
  const companyId = campaignCompanyOf(actor);
  const { rows, count } = await repo.listCompanyCampaigns(ctx.db, companyId, window.limit, window.offset);
  const totals = await repo.campaignTotals(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { count, results: rows.map((row) => presentOwnerCampaign(row, totals.get(row.id) ?? 0)) };
}

/** GET owners/campaigns/{id}/ */
export async function getOwnerCampaign(ctx: AppContext, actor: Actor, id: number): Promise<OwnerCampaign> {
  campaignCompanyOf(actor);
  return withTotal(ctx, assertCampaignAccess(actor, await repo.findCampaign(ctx.db, id)));
}

/** POST owners/campaigns/ — a new campaign of the owner's company. */
export async function createCampaign(
  ctx: AppContext,
  actor: Actor,
  input: CampaignCreate,
): Promise<OwnerCampaign> {
  const companyId = campaignCompanyOf(actor);
  const row = await repo.insertCampaign(ctx.db, companyId, {
    name: input.name,
    slug: input.slug || campaignSlug(input.name),
    shortDescription: input.short_description,
    longDescription: input.long_description,
    url: input.url,
    maxPoints: input.max_points,
    providerName: input.provider_name,
    providerDescription: input.provider_description,
  });
  return presentOwnerCampaign(row, 0);
}

/** PATCH owners/campaigns/{id}/ — the fields given; `null` removes an image. */
export async function updateCampaign(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: CampaignPatch,
): Promise<OwnerCampaign> {
  campaignCompanyOf(actor);
  const { row, removed } = await ctx.db.transaction(async (tx) => {
    const current = assertCampaignAccess(actor, await repo.lockCampaign(tx, id));
    const values: Partial<repo.CampaignValues> = fieldsOf(patch);
    if (patch.slug !== undefined) values.slug = patch.slug || campaignSlug(patch.name ?? current.name);
    if (patch.image === null) values.image = null;
    if (patch.secondary_image === null) values.secondaryImage = null;
    const updated = Object.keys(values).length > 0 ? await repo.updateCampaign(tx, id, values) : current;
    const gone = [
      patch.image === null ? current.image : null,
      patch.secondary_image === null ? current.secondaryImage : null,
    ];
    return { row: updated, removed: gone };
  });
  await removeFiles(ctx.storage, removed.map(keyOfMediaUrl));
  return withTotal(ctx, row);
}

/** The columns of the fields a patch gives (the ones it leaves out are not touched). */
function fieldsOf(input: CampaignPatch): Partial<repo.CampaignValues> {
  const values: Partial<repo.CampaignValues> = {
    name: input.name,
    shortDescription: input.short_description,
    longDescription: input.long_description,
    url: input.url,
    maxPoints: input.max_points,
    providerName: input.provider_name,
    providerDescription: input.provider_description,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const COLUMN_OF_IMAGE = { image: 'image', secondary_image: 'secondaryImage' } as const;
const isImageField = (field: string): field is CampaignImageField =>
  (CAMPAIGN_IMAGE_FIELDS as readonly string[]).includes(field);

/**
 * POST owners/campaigns/{id}/image/ — a new image, in the multipart field `image` or
 * `secondary_image` (the one it replaces). The upload is read only once the owner may edit the
 * campaign; the file it replaces is removed after commit.
 */
export async function replaceCampaignImage(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readUpload: () => Promise<FileUpload | undefined>,
): Promise<OwnerCampaign> {
  campaignCompanyOf(actor);
  assertCampaignAccess(actor, await repo.findCampaign(ctx.db, id));
  const upload = await readUpload();
  if (!upload || !isImageField(upload.field)) {
    upload?.stream.resume();
    throw fieldErrors({ image: [NO_IMAGE] });
  }
  const field = upload.field;
  const { key } = await storeUpload(ctx.storage, upload.stream, {
    folder: 'campaign-images',
    accepted: IMAGE_SIGNATURES,
    maxBytes: MAX_CAMPAIGN_IMAGE_BYTES,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw fieldErrors({
      [field]: [error.reason === 'too-large' ? CAMPAIGN_MESSAGES.imageTooLarge : INVALID_IMAGE],
    });
  });

  let saved: { row: repo.CampaignRow; previous: string | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      // Checked again under the lock: the campaign may have gone (with its company) meanwhile.
      const current = assertCampaignAccess(actor, await repo.lockCampaign(tx, id));
      const column = COLUMN_OF_IMAGE[field];
      const row = await repo.updateCampaign(tx, id, { [column]: mediaUrl(key) });
      return { row, previous: current[column] };
    });
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  await removeFiles(ctx.storage, [keyOfMediaUrl(saved.previous)]);
  return withTotal(ctx, saved.row);
}
