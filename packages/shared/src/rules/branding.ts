import { DEFAULT_BRANDING, SERVED_BRANDING_ELEMENT_ID, type Branding } from '../constants';
import type { CompanyBranding, SubDomainBranding } from '../schemas/accounts';

/**
 * What the pages show of a sub-domain's public branding (GET sub-domains/{name}/): an empty logo
 * or picture is none, an empty height or colour takes the default. The web app reads the API's
 * answer with it, and the server the branding it writes into the login page, so both show the same.
 */
export function brandingShown(
  found: Pick<SubDomainBranding, 'logo' | 'logo_height' | 'background_image' | 'allow_onboarding'> & {
    header_color: string | null;
    company_name: string | null | undefined;
  },
): Branding {
  return {
    name: found.company_name || DEFAULT_BRANDING.name,
    logo: found.logo || null,
    logo_height: found.logo_height || DEFAULT_BRANDING.logo_height,
    header_color: found.header_color || DEFAULT_BRANDING.header_color,
    background_image: found.background_image || null,
    allow_onboarding: found.allow_onboarding === true,
  };
}

/**
 * The branding a signed-in person sees: their company's (GET user/{id}'s `company`), whatever
 * address they opened; the product's own when they belong to no company (issue 45).
 */
export function companyBrandingShown(
  company: { name: string; branding: CompanyBranding | null } | null | undefined,
): Branding {
  if (!company) return DEFAULT_BRANDING;
  return brandingShown({
    ...(company.branding ?? DEFAULT_BRANDING),
    company_name: company.name,
  });
}

/** Whether a branding shows exactly what a page without any branding shows. */
export function isDefaultBranding(branding: Branding): boolean {
  return (Object.keys(DEFAULT_BRANDING) as (keyof Branding)[]).every(
    (key) => branding[key] === DEFAULT_BRANDING[key],
  );
}

/** The branding the server wrote into the page it sent, and the sub-domain it is for. */
export interface ServedBranding {
  sub_domain: string;
  branding: Branding;
}

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The served branding in the text of its element, or null when there is none or it is not what
 * the server writes (the page then asks the API, as a page without it does). By hand rather than
 * with a schema: it is read before the first render, where the validation library is not loaded.
 */
export function parseServedBranding(text: string | null | undefined): ServedBranding | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sub_domain, branding } = value as Record<string, unknown>;
  if (typeof sub_domain !== 'string' || typeof branding !== 'object' || branding === null) return null;
  const shown = branding as Record<string, unknown>;
  if (
    !isNullableString(shown.logo) ||
    !isNullableString(shown.background_image) ||
    typeof shown.name !== 'string' ||
    typeof shown.logo_height !== 'number' ||
    typeof shown.header_color !== 'string' ||
    typeof shown.allow_onboarding !== 'boolean'
  )
    return null;
  // Checked field by field above; brandingShown keeps only the fields a branding has.
  const checked = shown as Branding;
  return { sub_domain, branding: brandingShown({ ...checked, company_name: checked.name }) };
}

/**
 * The served branding as the text of a `<script type="application/json">` element: JSON in which
 * nothing can close the element or start markup (`<` is escaped, and the two line separators
 * JavaScript once refused in strings).
 */
export function servedBrandingText(served: ServedBranding): string {
  return JSON.stringify(served)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The element the served branding travels in, for a page's head: data, not a script (the
 * Content-Security-Policy runs none inline), read by the app before its first render.
 */
export function servedBrandingElement(served: ServedBranding): string {
  return `<script type="application/json" id="${SERVED_BRANDING_ELEMENT_ID}">${servedBrandingText(served)}</script>`;
}
