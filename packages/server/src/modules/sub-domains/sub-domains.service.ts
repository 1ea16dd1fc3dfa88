import {
  brandingShown,
  DEFAULT_BRANDING,
  subDomainFromHost,
  type ServedBranding,
  type SubDomainBranding,
} from '@tandem/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { findSubDomainByName } from './sub-domains.repo';

/** A sub-domain's public branding (GET sub-domains/{name}/), found without regard to case; undefined if none. */
export async function findPublicBranding(db: Db, name: string): Promise<SubDomainBranding | undefined> {
  const row = await findSubDomainByName(db, name);
  if (!row) return undefined;
  return {
    id: row.id,
    sub_domain: row.subDomain,
    logo: row.logo,
    logo_height: row.logoHeight,
    header_color: row.headerColor ?? DEFAULT_BRANDING.header_color,
    background_image: row.backgroundImage,
    allow_onboarding: row.allowOnboarding,
    show_on_search: row.showOnSearch,
  };
}

/**
 * The branding of the sub-domain a page is asked for on `hostname`, as the web app would work it
 * out (the same host rule, the server's default sub-domain, the same defaults): the server writes
 * it into the login page it sends (issue 21). Null for a sub-domain nobody has, as the app shows
 * the defaults there.
 */
export async function servedBrandingForHost(
  ctx: AppContext,
  hostname: string,
): Promise<ServedBranding | null> {
  const subDomain = subDomainFromHost(hostname, ctx.config.defaultSubDomain);
  const found = await findPublicBranding(ctx.db, subDomain);
  return found ? { sub_domain: subDomain, branding: brandingShown(found) } : null;
}
