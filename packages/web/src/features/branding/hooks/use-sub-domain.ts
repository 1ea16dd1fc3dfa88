import { FALLBACK_SUB_DOMAIN, subDomainFromHost } from '@tandem/shared';
import { useAppConfig } from '../api/get-app-config';
import { servedBranding } from '../served-branding';

/**
 * The sub-domain this page is served for, derived as the branding does (hosts without one use
 * the server's default sub-domain); the one the server named when it wrote the page's branding;
 * else null until the app config has answered.
 */
export function useSubDomain(): string | null {
  const config = useAppConfig();
  const served = servedBranding();
  if (served) return served.sub_domain;
  if (config.isPending) return null;
  return subDomainFromHost(window.location.hostname, config.data?.default_sub_domain ?? FALLBACK_SUB_DOMAIN);
}
