import type { OwnerCampaign } from '@tandem/shared';
import type { campaigns } from '../../db/schema';

type CampaignRow = typeof campaigns.$inferSelect;

/** The fields every view of a campaign shows: its public page and its owner's editor. */
export function presentCampaignFields(row: CampaignRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    secondary_image: row.secondaryImage,
    short_description: row.shortDescription,
    long_description: row.longDescription,
    url: row.url,
    max_points: row.maxPoints,
    provider_name: row.providerName,
    provider_description: row.providerDescription,
  };
}

/** A campaign as its company's owner edits it, with the points given to it so far. */
export function presentOwnerCampaign(row: CampaignRow, total: number): OwnerCampaign {
  return { ...presentCampaignFields(row), total, created_at: row.createdAt.toISOString() };
}
