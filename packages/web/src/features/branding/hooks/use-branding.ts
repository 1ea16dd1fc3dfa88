import { DEFAULT_BRANDING, FALLBACK_SUB_DOMAIN, subDomainFromHost } from '@tandem/shared';
import { useAppConfig } from '../api/get-app-config';
import { useBrandingQuery, type Branding } from '../api/get-branding';

/**
 * The branding of the sub-domain this page is served for. Hosts without a sub-domain use the
 * server's default one (or FALLBACK_SUB_DOMAIN when the config cannot be read). Defaults show
 * until it has loaded.
 */
export function useBranding(): Branding {
  const config = useAppConfig();
  const fallback = config.data?.default_sub_domain ?? FALLBACK_SUB_DOMAIN;
  const subDomain = config.isPending ? null : subDomainFromHost(window.location.hostname, fallback);
  return useBrandingQuery(subDomain).data ?? DEFAULT_BRANDING;
}
