import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandingShown, DEFAULT_BRANDING, type Branding, type SubDomainBranding } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { servedBranding } from '../served-branding';

export type { Branding };

/** The sub-domain's branding; any failure (404, server error, network) gives the defaults, silently. */
export async function getBranding(subDomain: string): Promise<Branding> {
  try {
    return brandingShown(
      await apiRequest<SubDomainBranding>(`sub-domains/${encodeURIComponent(subDomain)}/`, { auth: false }),
    );
  } catch {
    return DEFAULT_BRANDING;
  }
}

export function brandingQueryOptions(subDomain: string) {
  return queryOptions({
    queryKey: ['branding', subDomain],
    queryFn: () => getBranding(subDomain),
    staleTime: Infinity,
  });
}

/**
 * Branding for `subDomain`; pass null while the sub-domain is not known yet. The branding the
 * server wrote into the page is the answer for its sub-domain from the first render on.
 */
export function useBrandingQuery(subDomain: string | null) {
  const served = servedBranding();
  return useQuery({
    ...brandingQueryOptions(subDomain ?? ''),
    enabled: subDomain !== null,
    initialData: served && served.sub_domain === subDomain ? served.branding : undefined,
  });
}
