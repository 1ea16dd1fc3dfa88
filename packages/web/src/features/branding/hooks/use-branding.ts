import { useEffect, useMemo } from 'react';
import {
  appIconUrl,
  companyBrandingShown,
  DEFAULT_BRANDING,
  MANIFEST_PATH,
  MANIFEST_SUB_DOMAIN_PARAM,
  type User,
} from '@tandem/shared';
import { useBrandingQuery, type Branding } from '../api/get-branding';
import { usePageBrand } from '../page-brand';
import { useSubDomain } from './use-sub-domain';

/**
 * The company whose brand a page wears: the signed-in person's (null: they are in none), else the
 * company of a page of one company (page-brand.ts); undefined when it is the address's own.
 */
function useWornCompany(user: Pick<User, 'company'> | undefined) {
  const pageCompany = usePageBrand();
  return user ? user.company : (pageCompany ?? undefined);
}

/**
 * The branding a page wears (issue 45). Signed in (`user` given): the person's company's, whatever
 * address they opened, so a company's people never work under another company's brand, and
 * someone in no company sees the product's own (shared companyBrandingShown). Signed out, on a
 * page of one company (an invitation, a plan's sign-up: page-brand.ts): that company's. Else the
 * branding of the sub-domain the page is served for; defaults show until it has loaded.
 */
export function useBranding(user?: Pick<User, 'company'>): Branding {
  const subDomain = useSubDomain();
  const company = useWornCompany(user);
  const hosted = useBrandingQuery(company === undefined ? subDomain : null).data ?? DEFAULT_BRANDING;
  const shown = useMemo(() => (company === undefined ? null : companyBrandingShown(company)), [company]);
  return shown ?? hosted;
}

/**
 * The sub-domain of the brand a page wears, for its installed app's manifest and icons: the
 * signed-in person's or the page's company's ('' when that company has none named), undefined
 * when it is the address's own.
 */
export function useBrandSubDomain(user?: Pick<User, 'company'>): string | undefined {
  const company = useWornCompany(user);
  return company === undefined ? undefined : (company?.branding?.sub_domain ?? '');
}

/** Sets an attribute of the head's element that `selector` finds, if the page has it. */
const setHead = (selector: string, attribute: string, value: string) =>
  document.head.querySelector(selector)?.setAttribute(attribute, value);

/**
 * The page's head in its brand, kept as the brand changes (once signed in, say): the server
 * writes it into the page it sends (lib/app-page.ts), but a page from the service worker or a
 * sign-in changes the brand afterwards. The title names the page and the brand ("Dashboard ·
 * Brightpath Coaching", WCAG 2.4.2), the iPhone app's name is the brand's name,
 * the home-screen icon is drawn from its logo, and the manifest is asked for `subDomain` (the
 * signed-in person's company, '' for none) rather than for the address, when one is given.
 */
export function useBrandInHead(
  branding: Branding,
  subDomain: string | null | undefined,
  pageTitle: string | undefined,
) {
  const { name, logo, header_color } = branding;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${name}` : name;
  }, [pageTitle, name]);
  useEffect(() => {
    setHead('meta[name="apple-mobile-web-app-title"]', 'content', name);
  }, [name]);
  useEffect(() => {
    setHead('meta[name="theme-color"]', 'content', header_color);
    // The address's own brand (signed out, say): its manifest is the one the server answers.
    if (subDomain === undefined) return void setHead('link[rel="manifest"]', 'href', MANIFEST_PATH);
    const shown = { logo, header_color };
    setHead('link[rel="apple-touch-icon"]', 'href', appIconUrl(subDomain, shown, 'apple-touch-icon.png'));
    setHead(
      'link[rel="manifest"]',
      'href',
      `${MANIFEST_PATH}?${new URLSearchParams({ [MANIFEST_SUB_DOMAIN_PARAM]: subDomain ?? '' })}`,
    );
  }, [subDomain, logo, header_color]);
}
