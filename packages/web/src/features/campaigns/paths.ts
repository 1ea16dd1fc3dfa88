import type { OwnerCampaign } from '@tandem/shared';

/** The owner's campaign editor. */
export const OWNER_CAMPAIGNS_PATH = '/site-management/campaigns';

/** A campaign's public page, as a path of this app. */
export const campaignPath = (campaign: Pick<OwnerCampaign, 'id' | 'slug'>) =>
  `/create-the-change/${campaign.id}/${campaign.slug}`;
