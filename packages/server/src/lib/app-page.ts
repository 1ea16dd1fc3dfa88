import { appIconUrl, servedBrandingElement, type ServedBranding } from '@tandem/shared';
import { escapeHtml } from './escape-html';

/** Sets the `content` or `href` of the head's first tag that `opening` matches (an attribute's value). */
const setValue = (html: string, opening: RegExp, value: string) =>
  html.replace(opening, (_tag, start: string) => `${start}${escapeHtml(value)}"`);

/**
 * A page's head in its brand (issue 45): the tab's title and the name an iPhone gives the app
 * are the brand's name, the browser's bars its header colour, the home-screen icon drawn from its
 * logo (shared appIconUrl). The manifest link needs no change: the server answers it for the host.
 */
export function brandedHead(html: string, served: ServedBranding): string {
  const { branding, sub_domain } = served;
  let page = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(branding.name)}</title>`);
  page = setValue(page, /(<meta name="apple-mobile-web-app-title" content=")[^"]*"/, branding.name);
  page = setValue(page, /(<meta name="theme-color" content=")[^"]*"/, branding.header_color);
  page = setValue(
    page,
    /(<link rel="apple-touch-icon" href=")[^"]*"/,
    appIconUrl(sub_domain, branding, 'apple-touch-icon.png'),
  );
  return page;
}

/**
 * The app's page (the build's index.html) in the brand of the sub-domain it is served for
 * (brandedHead), with that branding written into its head (issue 21). Without it, every page load
 * asked the API for the app config and then for the sub-domain's branding, two answers in a row
 * after the app had started, and the shell drew again for each: its header changed colour and
 * logo a second after the page had painted. With it, the first render has the branding. Null
 * when the page has no `</head>` to write before (the caller then sends the file as it is, and
 * the app asks the API as before).
 */
export function appPageWithBranding(indexHtml: string, served: ServedBranding): string | null {
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return null;
  return brandedHead(
    `${indexHtml.slice(0, at)}  ${servedBrandingElement(served)}\n  ${indexHtml.slice(at)}`,
    served,
  );
}
