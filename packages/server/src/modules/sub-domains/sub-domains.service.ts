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
 * it into the pages it sends (issue 21). A sub-domain nobody has gets the defaults, as the app
 * shows there when the API answers 404.
 */
export async function servedBrandingForHost(ctx: AppContext, hostname: string): Promise<ServedBranding> {
  const subDomain = subDomainFromHost(hostname, ctx.config.defaultSubDomain);
  const found = await findPublicBranding(ctx.db, subDomain);
  return { sub_domain: subDomain, branding: found ? brandingShown(found) : DEFAULT_BRANDING };
}
