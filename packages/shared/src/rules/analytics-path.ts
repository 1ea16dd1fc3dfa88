/*
 * How a screen's path is kept in usage analytics (issue 20; docs/decisions/024-usage-analytics.md):
 * the route, never what identifies a person or opens a door. The web tracker applies it before a
 * path leaves the browser and the server applies it again before storing, so a path is grouped
 * by screen ("/client-detail/:id/habits") and an invitation or password-reset token in a URL
 * is never kept.
 */

/** What an id or a token in a path becomes. */
export const ANALYTICS_ID_SEGMENT = ':id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A slug made of lower-case words (a campaign's or an assessment's title): kept, it names a screen. */
const WORD_SLUG = /^[a-z]+(?:-[a-z]+)*$/;
/** From this length on, a segment that is not a word slug is taken for a token (promo, reset, invitation). */
const TOKEN_MIN_LENGTH = 16;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a path segment is an id or a token rather than the name of a screen. */
export function isIdSegment(segment: string): boolean {
  const value = decoded(segment);
  if (value === '' || value === ANALYTICS_ID_SEGMENT) return false;
  if (/^\d+$/.test(value) || UUID.test(value)) return true;
  // An e-mail address is a person, whatever its length.
  if (value.includes('@')) return true;
  // Hex ids and hashes: eight hex digits or more, at least one of them a digit.
  if (/^[0-9a-f]{8,}$/i.test(value) && /\d/.test(value)) return true;
  return value.length >= TOKEN_MIN_LENGTH && !WORD_SLUG.test(value);
}

/**
 * The path as analytics keep it: without its query string and fragment (they carry tokens, a
 * search, a payment provider's code), without empty segments and a trailing slash, and each id
 * or token segment replaced by `:id`: `/client-detail/42/habits/?tab=1` gives
 * `/client-detail/:id/habits`.
 */
export function analyticsPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  return `/${segments.map((segment) => (isIdSegment(segment) ? ANALYTICS_ID_SEGMENT : segment)).join('/')}`;
}
