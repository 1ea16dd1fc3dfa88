import { useQuery } from '@tanstack/react-query';
import { SHORT_LIST_LIMIT, type OfferingChoices, type OwnerOffering, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** The owner's company's plans, which every plan write invalidates. */
export const offeringsQueryKey = ['offerings', 'owner'] as const;

/** GET owners/offerings/ {default: true, limit: 100} (coach side 7 and 9): one page holds them all. */
export const offeringsQueryOptions = () => ({
  queryKey: offeringsQueryKey,
  queryFn: () =>
    apiRequest<Paginated<OwnerOffering>>(`owners/offerings/?default=true&limit=${SHORT_LIST_LIMIT}`).then(
      (page) => page.results,
    ),
});

export const useOfferings = () => useQuery(offeringsQueryOptions());

/** GET owners/offering-choices/ — the company's coaches and what each may give clients. */
export const offeringChoicesQueryOptions = () => ({
  queryKey: ['offerings', 'choices'] as const,
  queryFn: () => apiRequest<OfferingChoices>('owners/offering-choices/'),
});

export const useOfferingChoices = () => useQuery(offeringChoicesQueryOptions());
