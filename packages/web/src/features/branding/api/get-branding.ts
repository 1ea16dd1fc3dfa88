import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_BRANDING, type SubDomainBranding } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** What the shell and the login page show of a sub-domain's settings. */
export type Branding = typeof DEFAULT_BRANDING;

/** The sub-domain's branding; any failure (404, server error, network) gives the defaults, silently. */
export async function getBranding(subDomain: string): Promise<Branding> {
  try {
    const found = await apiRequest<SubDomainBranding>(`sub-domains/${encodeURIComponent(subDomain)}/`, {
      auth: false,
    });
    return {
      logo: found.logo || null,
      logo_height: found.logo_height || DEFAULT_BRANDING.logo_height,
      header_color: found.header_color || DEFAULT_BRANDING.header_color,
      background_image: found.background_image || null,
      allow_onboarding: found.allow_onboarding === true,
    };
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

/** Branding for `subDomain`; pass null while the sub-domain is not known yet. */
export function useBrandingQuery(subDomain: string | null) {
  return useQuery({ ...brandingQueryOptions(subDomain ?? ''), enabled: subDomain !== null });
}
