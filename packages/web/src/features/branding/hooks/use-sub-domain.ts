import { FALLBACK_SUB_DOMAIN, subDomainFromHost } from '@tandem/shared';
import { useAppConfig } from '../api/get-app-config';

/**
 * The sub-domain this page is served for, derived as the branding does (hosts without one use
 * the server's default sub-domain); null until the app config has answered.
 */
export function useSubDomain(): string | null {
  const config = useAppConfig();
  if (config.isPending) return null;
  return subDomainFromHost(window.location.hostname, config.data?.default_sub_domain ?? FALLBACK_SUB_DOMAIN);
}
