import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offering } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * What a client signs up for: an invitation (by token), a subscription plan (the id and promo
 * of its link) or the sub-domain's plain sign-up.
 */
export type OfferingSource = { invitation: string } | { id: string; promo: string } | { sub_domain: string };

/** GET client/offering/?invitation=, ?id=&promo= or ?sub_domain= (no login); 404 when no longer active. */
export function getOffering(source: OfferingSource) {
  return apiRequest<Offering>(`client/offering/?${new URLSearchParams(source).toString()}`, { auth: false });
}

export function offeringQueryOptions(source: OfferingSource) {
  return queryOptions({ queryKey: ['offering', source], queryFn: () => getOffering(source), retry: false });
}

/** The offering of `source`; pass null while the source is not known yet. */
export function useOffering(source: OfferingSource | null) {
  return useQuery({
    ...offeringQueryOptions(source ?? { sub_domain: '' }),
    enabled: source !== null,
  });
}
