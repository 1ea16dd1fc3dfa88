import {
  appManifest,
  brandIconVersion,
  brandingShown,
  type AppIconFile,
  DEFAULT_BRANDING,
  subDomainFromHost,
  type ServedBranding,
  type SubDomainBranding,
} from '@tandem/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { keyOfMediaUrl } from '../../lib/storage';
import { dataUrlBytes, drawBrandIcon } from './brand-icons';
import { findSubDomainByName } from './sub-domains.repo';

/** A sub-domain's public branding (GET sub-domains/{name}/), found without regard to case; undefined if none. */
export async function findPublicBranding(db: Db, name: string): Promise<SubDomainBranding | undefined> {
  const found = await findSubDomainByName(db, name);
  if (!found) return undefined;
  const row = found.subDomain;
  return {
    id: row.id,
    sub_domain: row.subDomain,
    company_name: found.companyName,
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

/**
 * The web app manifest (shared appManifest) in the brand of `subDomain` when given (a signed-in
 * page names its person's company; an empty one is no company: the product's own), else of the
 * sub-domain the host serves. A sub-domain nobody has gets the product's.
 */
export async function manifestFor(ctx: AppContext, hostname: string, subDomain: string | undefined) {
  if (subDomain === undefined) {
    const served = await servedBrandingForHost(ctx, hostname);
    return appManifest(served.sub_domain, served.branding);
  }
  const found = subDomain ? await findPublicBranding(ctx.db, subDomain) : undefined;
  return found ? appManifest(found.sub_domain, brandingShown(found)) : appManifest(null, DEFAULT_BRANDING);
}

/** Icons drawn, by logo, colour and file: a logo's icons are drawn once, not per install. */
const drawnIcons = new Map<string, Promise<Buffer | null>>();
const KEPT_ICONS = 256;

/**
 * One of the app's icons drawn from the logo of `subDomain` (brand-icons.ts); null when the
 * sub-domain is unknown, has no logo of ours, or its logo cannot be drawn (the caller answers 404,
 * and the manifest of such a brand names the product's icons anyway).
 */
export async function brandIcon(
  ctx: AppContext,
  subDomain: string,
  file: AppIconFile,
): Promise<Buffer | null> {
  const found = await findPublicBranding(ctx.db, subDomain);
  const logo = found?.logo ?? null;
  const key = keyOfMediaUrl(logo);
  const inline = logo ? dataUrlBytes(logo) : null;
  if (!found || (!key && !inline)) return null;
  const cacheKey = `${key ?? brandIconVersion(found)}|${found.header_color}|${file}`;
  let icon = drawnIcons.get(cacheKey);
  if (!icon) {
    icon = (async () => {
      const bytes = inline ?? (await ctx.storage.open(key!))?.stream;
      return bytes ? drawBrandIcon(bytes, found.header_color, file) : null;
    })().catch(() => {
      // Not kept: a store that failed once (a network blip to object storage) may answer next time.
      drawnIcons.delete(cacheKey);
      return null;
    });
    if (drawnIcons.size >= KEPT_ICONS) drawnIcons.delete(drawnIcons.keys().next().value!);
    drawnIcons.set(cacheKey, icon);
  }
  return icon;
}
