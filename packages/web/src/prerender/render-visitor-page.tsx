import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { servedBrandingElement, type ServedBranding } from '@tandem/shared';
import { App } from '../app/app';
import { createAppRouter, routerReady } from '../app/router';
import { withServedBranding } from '../features/branding';
import { createQueryClient } from '../lib/query-client';
import { prerenderedPage } from './prerendered-root';

/** A visitor's empty local storage: the guards read the (absent) session from it. */
function visitorStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/**
 * A visitor's first screen at `path` as HTML, rendered by the app's own routes, guards and shell
 * (issue 21: the login page paints before its JavaScript has loaded). The page is rendered once
 * its route has loaded, as the browser's first render is (main.tsx waits for the router too), so
 * the markup the app then draws in its place is the same and nothing moves. With `served`, the
 * page is the one of that sub-domain, in its branding.
 */
export async function renderVisitorPage(path: string, served: ServedBranding | null = null): Promise<string> {
  globalThis.localStorage ??= visitorStorage();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  try {
    await routerReady(router);
    // A guard that sends the visitor elsewhere would have the page of another address written.
    if (router.state.location.pathname !== path)
      throw new Error(`prerendering ${path} ended at ${router.state.location.pathname}`);
    if (router.state.errors) {
      const [error] = Object.values(router.state.errors as Record<string, unknown>);
      throw new Error(`prerendering ${path} failed`, { cause: error });
    }
    return withServedBranding(served, () =>
      renderToString(<App router={router} queryClient={queryClient} />),
    );
  } finally {
    router.dispose();
    queryClient.clear();
  }
}

/**
 * The login page as the server sends it: the built index.html (`indexHtml`) with the login screen
 * rendered in it, in the default branding (the build's login.html) or in a sub-domain's (the
 * server renders it when a branded sub-domain's login page is asked for, and keeps it).
 */
export async function renderLoginPage(
  indexHtml: string,
  served: ServedBranding | null = null,
): Promise<string> {
  const body = await renderVisitorPage('/login', served);
  // Data, not a script: the app reads it before its first render (features/branding).
  const head = served ? servedBrandingElement(served) : '';
  return prerenderedPage(indexHtml, body, head);
}
