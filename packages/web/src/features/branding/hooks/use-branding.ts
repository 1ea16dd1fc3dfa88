import { DEFAULT_BRANDING } from '@tandem/shared';
import { useBrandingQuery, type Branding } from '../api/get-branding';
import { useSubDomain } from './use-sub-domain';

/** The branding of the sub-domain this page is served for; defaults show until it has loaded. */
export function useBranding(): Branding {
  return useBrandingQuery(useSubDomain()).data ?? DEFAULT_BRANDING;
}
