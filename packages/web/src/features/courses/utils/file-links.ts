/** A held link is swapped for a fresh one this long before it stops working. */
const RENEW_BEFORE_MS = 10 * 60 * 1000;

/** When a signed course file link (`…?expires=<unix seconds>&signature=…`) stops working, or null. */
export function linkExpiry(link: string): number | null {
  const expires = Number(new URL(link, 'http://localhost').searchParams.get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** A link's file: its address without the query (the signature changes, the file does not). */
const fileOf = (link: string) => new URL(link, 'http://localhost').pathname;

/**
 * The link a player keeps. Every fetch of a course signs its files afresh, and a new `src`
 * would restart a playing video, so the held link stays while it points at the same file and
 * works for a while yet; a different file, or a link about to expire, takes the fresh one.
 */
export function steadyLink(held: string, fresh: string, now: number): string {
  if (held === fresh || fileOf(held) !== fileOf(fresh)) return fresh;
  const expiry = linkExpiry(held);
  return expiry !== null && expiry - now < RENEW_BEFORE_MS ? fresh : held;
}
