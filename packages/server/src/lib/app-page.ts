import { servedBrandingElement, type ServedBranding } from '@tandem/shared';

/**
 * The app's page (the build's index.html) with the branding of the sub-domain it is served for
 * written into its head (issue 21). Without it, every page load asked the API for the app config
 * and then for the sub-domain's branding, two answers in a row after the app had started, and the
 * shell drew again for each: its header changed colour and logo a second after the page had
 * painted. With it, the first render has the branding. Null when the page has no `</head>` to
 * write before (the caller then sends the file as it is, and the app asks the API as before).
 */
export function appPageWithBranding(indexHtml: string, served: ServedBranding): string | null {
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return null;
  return `${indexHtml.slice(0, at)}  ${servedBrandingElement(served)}\n  ${indexHtml.slice(at)}`;
}
