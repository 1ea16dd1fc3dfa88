import { parseServedBranding, SERVED_BRANDING_ELEMENT_ID, type ServedBranding } from '@tandem/shared';

/**
 * The branding the server wrote into the page it sent (the login page of a branded sub-domain,
 * issue 21), read once: with it, the first render shows the company's logo and colours, and the
 * page the app draws over the prerendered one is the same, rather than the defaults until two
 * API answers have come.
 */
let served: ServedBranding | null | undefined;

export function servedBranding(): ServedBranding | null {
  if (served === undefined)
    served =
      typeof document === 'undefined'
        ? null
        : parseServedBranding(document.getElementById(SERVED_BRANDING_ELEMENT_ID)?.textContent);
  return served;
}

/**
 * Runs `render` as for a page served with `value` (the prerender renders the login page of a
 * sub-domain with it), then puts back what was there. `render` must be synchronous.
 */
export function withServedBranding<T>(value: ServedBranding | null, render: () => T): T {
  const before = served;
  served = value;
  try {
    return render();
  } finally {
    served = before;
  }
}
