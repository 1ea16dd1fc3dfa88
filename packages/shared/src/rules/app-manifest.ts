import { DEFAULT_BRANDING, type Branding } from '../constants';

/*
 * The installed app wears its company's brand (issue 45): the web app manifest's name and colours
 * are the brand's, and its icons are drawn from the company's logo (on its header colour, as the
 * header shows it). A brand without a logo, or a page of no company, has the product's icons.
 * The server answers the manifest (GET /manifest.webmanifest) and the icons; a signed-in page
 * points its manifest link at its person's company, whatever address it was opened on.
 */

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'maskable';
}

/** The icons the app has, by file; each drawn from a logo at its size, the maskable one padded. */
export const APP_ICON_FILES = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: false },
} as const;
export type AppIconFile = keyof typeof APP_ICON_FILES;

export const isAppIconFile = (file: string): file is AppIconFile => Object.hasOwn(APP_ICON_FILES, file);

/** Where the manifest is answered. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The query naming the sub-domain whose brand a manifest is for (else the host's). */
export const MANIFEST_SUB_DOMAIN_PARAM = 'sub_domain';

/** The product's own icons, in the build (scripts/make-icons.mjs). */
const productIconUrl = (file: AppIconFile) => `/icons/${file}`;

/**
 * A short text that changes when what an icon is drawn from changes (FNV-1a of the logo's
 * address and the colour): in the icon's address, so an icon can be kept for good by browsers.
 */
export function brandIconVersion(branding: Pick<Branding, 'logo' | 'header_color'>): string {
  let hash = 0x811c9dc5;
  for (const character of `${branding.logo ?? ''}|${branding.header_color}`) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The address of one of the app's icons in a brand: drawn from the logo of `subDomain` when the
 * brand has a logo and a named sub-domain, the product's icon otherwise.
 */
export function appIconUrl(
  subDomain: string | null,
  branding: Pick<Branding, 'logo' | 'header_color'>,
  file: AppIconFile,
): string {
  if (!subDomain || !branding.logo) return productIconUrl(file);
  return `/brand-icons/${encodeURIComponent(subDomain)}/${brandIconVersion(branding)}/${file}`;
}

/** The name under an installed app's icon: the brand's name, or its first word when that is long. */
export function shortAppName(name: string): string {
  if (name.length <= 12) return name;
  return name.trim().split(/\s+/)[0]!.slice(0, 12);
}

/** The web app manifest of a brand (the product's with DEFAULT_BRANDING and no sub-domain). */
export function appManifest(subDomain: string | null, branding: Branding) {
  const icon = (file: AppIconFile, purpose?: 'maskable'): ManifestIcon => {
    const { size } = APP_ICON_FILES[file];
    return {
      src: appIconUrl(subDomain, branding, file),
      sizes: `${size}x${size}`,
      type: 'image/png',
      ...(purpose && { purpose }),
    };
  };
  return {
    name: branding.name,
    short_name: shortAppName(branding.name),
    description: 'Daily exercises, reflections, goals and courses with your coach.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: branding.header_color || DEFAULT_BRANDING.header_color,
    icons: [icon('icon-192.png'), icon('icon-512.png'), icon('maskable-512.png', 'maskable')],
  };
}
