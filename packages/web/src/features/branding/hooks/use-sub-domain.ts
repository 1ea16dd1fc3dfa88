import { FALLBACK_SUB_DOMAIN, subDomainFromHost } from '@tandem/shared';
import { useAppConfig } from '../api/get-app-config';
import { servedBranding } from '../served-branding';

/**
 * The sub-domain this page is served for: the one the server named when it wrote the page's
 * branding (it does on every page it sends, issue 21), without asking for the app config; else
 * derived as the branding does (hosts without one use the server's default sub-domain), null
 * until the app config has answered (a page from the service worker's cache).
 */
export function useSubDomain(): string | null {
  const served = servedBranding();
  const config = useAppConfig({ enabled: served === null });
  if (served) return served.sub_domain;
  if (config.isPending) return null;
  return subDomainFromHost(window.location.hostname, config.data?.default_sub_domain ?? FALLBACK_SUB_DOMAIN);
}
