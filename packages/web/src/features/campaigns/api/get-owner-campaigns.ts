import { useQuery } from '@tanstack/react-query';
import { SHORT_LIST_LIMIT, type OwnerCampaign, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** The owner's company's campaigns (owners/campaigns/), which every campaign write invalidates. */
export const ownerCampaignsQueryKey = ['campaigns', 'owner'] as const;

/** GET owners/campaigns/ — a company has a few campaigns: one page holds them all. */
export const ownerCampaignsQueryOptions = () => ({
  queryKey: ownerCampaignsQueryKey,
  queryFn: () =>
    apiRequest<Paginated<OwnerCampaign>>(`owners/campaigns/?limit=${SHORT_LIST_LIMIT}`).then(
      (page) => page.results,
    ),
});

export const useOwnerCampaigns = () => useQuery(ownerCampaignsQueryOptions());
