/*
 * The early-requests script (lib/early-requests.ts says what it is for), written by the build
 * (early-requests.ts beside vite.config.ts). Build-time only: the app never imports this folder.
 */
import { EARLY_REQUESTS_GLOBAL } from '../lib/early-requests';
import { entryKey, firstLoadFiles, type Manifest } from './first-load';

/** A page whose first screen the script starts: its route's path, its GETs, its code. */
export interface EarlyPage {
  path: string;
  /** GET paths under /api/, exactly as the page's queries ask for them. */
  requests: readonly string[];
  /** The route's chunks not in the entry (paths from the site root), preloaded at once. */
  modules: readonly string[];
}

export interface EarlyRequestsOptions {
  /** Where the session is kept in local storage (SESSION_STORAGE_KEY). */
  sessionKey: string;
  /** The signed-in user's GET path, `:id` standing for their id (every guard loads them). */
  userPathTemplate: string;
  /** The headers the API client sends besides the token (the app version). */
  headers: Record<string, string>;
  pages: readonly EarlyPage[];
}

/**
 * The script's text: a classic script (the Content-Security-Policy allows scripts of our own
 * origin, never inline ones), loaded `async` from index.html. With a stored session it sends the
 * user's GET and, on a listed page, that page's GETs, each with the token and headers the API
 * client would send, and preloads the page's chunks; without one (a visitor), or once the app
 * has started (lib/early-requests.ts, markAppStarted), it does nothing.
 * A failed request is left for the app to meet: the app reads it as it reads any answer.
 */
export function earlyRequestsScript({ sessionKey, userPathTemplate, headers, pages }: EarlyRequestsOptions) {
  const byPath = Object.fromEntries(
    pages.map((page) => [page.path, { requests: page.requests, modules: page.modules }]),
  );
  return `// Written by the build (packages/web/src/build/early-requests-script.ts).
(function () {
  try {
    if (window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}] !== undefined) return; // the app started first
    var session = JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)}) || 'null');
    if (!session || typeof session.token !== 'string' || typeof session.id !== 'number') return;
    var page = ${JSON.stringify(byPath)}[location.pathname];
    var headers = ${JSON.stringify(headers)};
    headers.Authorization = 'Token ' + session.token;
    var responses = {};
    [${JSON.stringify(userPathTemplate)}.replace(':id', String(session.id))]
      .concat(page ? page.requests : [])
      .forEach(function (path) {
        var response = fetch('/api/' + path, { headers: headers });
        response.catch(function () {});
        responses[path] = response;
      });
    window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}] = { token: session.token, responses: responses };
    (page ? page.modules : []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch (error) {}
})();
`;
}

/**
 * The chunks (paths from the site root) a route's doors bring that the entry does not: what the
 * browser would otherwise fetch only once the entry has run and the router has opened the route.
 */
export function routeModules(manifest: Manifest, doorKeys: readonly string[]): string[] {
  const entry = new Set(firstLoadFiles(manifest, [entryKey(manifest)]).js);
  return firstLoadFiles(manifest, doorKeys)
    .js.filter((file) => !entry.has(file))
    .map((file) => `/${file}`);
}
