/**
 * Answers asked for before the app has loaded (issue 21). A small classic script,
 * `early-requests.js` (written by the build from src/build/early-requests-script.ts), runs as
 * soon as the HTML has arrived and, for a stored session, sends the GETs a first screen needs:
 * the signed-in user and, on the daily exercise, today's tasks and the coach's commitments.
 * They travel beside the download of the app's JavaScript instead of after it has run (the
 * tasks went out 2.7 s into a load before, a phone's longest wait on that page).
 *
 * The API client adopts such an answer instead of asking again (`takeEarlyResponse`), and reads
 * it as it reads any other: its status, the 401 that drops the session, its body. The rule:
 * - the same path (query string included) and the same token as the app's own request;
 * - each answer is taken once, by the first request for it; later ones go to the network;
 * - only while the page is young (EARLY_RESPONSE_MAX_AGE_MS from the navigation): an answer the
 *   app has not wanted by then is dropped rather than shown later as fresh.
 */

/** The global the script leaves its requests in (`false`: the app started first, see markAppStarted). */
export const EARLY_REQUESTS_GLOBAL = '__tandemEarlyRequests';

/** The script's file, at the root of the built app. */
export const EARLY_REQUESTS_SCRIPT = 'early-requests.js';

/** How long after the navigation an early answer may still be adopted. */
export const EARLY_RESPONSE_MAX_AGE_MS = 20_000;

/** What the script leaves: the token it sent and each request by its path under /api/. */
export interface EarlyRequests {
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

function earlyRequests(): EarlyRequests | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  return early ? (early as EarlyRequests) : undefined;
}

/**
 * Called as the app starts: a script that arrives later (a slow link, a busy phone) then asks
 * for nothing, since the app asks for itself. Leaves the answers of a script that ran first.
 */
export function markAppStarted(): void {
  const global = globalThis as Record<string, unknown>;
  if (global[EARLY_REQUESTS_GLOBAL] === undefined) global[EARLY_REQUESTS_GLOBAL] = false;
}

/**
 * The early answer for a GET of `/api/<path>` sent with `token`, if there is one to adopt; it
 * is then no longer there for anyone else. `pageAgeMs` is the time since the navigation.
 */
export function takeEarlyResponse(
  path: string,
  token: string,
  pageAgeMs = performance.now(),
): Promise<Response> | undefined {
  const early = earlyRequests();
  if (!early) return undefined;
  if (early.token !== token || pageAgeMs > EARLY_RESPONSE_MAX_AGE_MS) {
    // Never to be adopted now: let the answers go.
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    return undefined;
  }
  const response = early.responses[path];
  delete early.responses[path];
  return response;
}
