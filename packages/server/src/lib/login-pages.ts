import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServedBranding } from '@tandem/shared';

/** The web build's `renderLoginPage`: index.html with the login screen rendered in a branding. */
export type LoginPageRenderer = (indexHtml: string, served: ServedBranding) => Promise<string>;

/**
 * The renderer of the web build at `file` (packages/web/prerender.ts keeps it), or null when the
 * build has none (a development checkout, a test's web folder). Loaded on first use only: it
 * brings React and the app's login route into the server process.
 */
export async function loadLoginRenderer(file: string): Promise<LoginPageRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderLoginPage?: LoginPageRenderer };
  return module.renderLoginPage ?? null;
}

/** How many branded login pages are kept; past it the one asked for longest ago goes. */
export const KEPT_LOGIN_PAGES = 64;

/**
 * The login pages of branded sub-domains (issue 21). The build prerenders the login page in the
 * default branding; a sub-domain with a logo, its own colours or its own sign-up link would see
 * that page and then, once the app has loaded and asked the API, its own: the logo painted seconds
 * late and the page shifting under the visitor. So the server renders that sub-domain's page
 * with the web build's own renderer, with the branding written in for the app to start from.
 *
 * Rule: a page is rendered once per distinct branding and kept (the key is the branding itself, so
 * an owner's change is a new page at once, and a sub-domain's old page simply ages out); at most
 * KEPT_LOGIN_PAGES are kept, least recently asked for going first. Two requests for a page not yet
 * rendered share one render. When the build has no renderer or a render fails, the answer is null
 * (logged once per branding) and the caller sends the default page: a visitor is never refused
 * the login page.
 */
export function brandedLoginPages(options: {
  webRoot: string;
  loadRenderer: () => Promise<LoginPageRenderer | null>;
  log: FastifyBaseLogger;
}) {
  const pages = new Map<string, Promise<string | null>>();
  let renderer: Promise<{ render: LoginPageRenderer; indexHtml: string } | null> | undefined;

  const prepare = async () => {
    const render = await options.loadRenderer();
    if (!render) return null;
    return { render, indexHtml: await readFile(path.join(options.webRoot, 'index.html'), 'utf8') };
  };

  const render = async (served: ServedBranding) => {
    try {
      renderer ??= prepare();
      const ready = await renderer;
      return ready ? await ready.render(ready.indexHtml, served) : null;
    } catch (error) {
      options.log.warn({ err: error, subDomain: served.sub_domain }, 'branded login page not rendered');
      return null;
    }
  };

  return {
    /** The login page in `served`'s branding, or null to send the default one. */
    pageFor(served: ServedBranding): Promise<string | null> {
      const key = JSON.stringify(served);
      let page = pages.get(key);
      if (page) {
        // Asked for again: to the back of the queue.
        pages.delete(key);
      } else {
        page = render(served);
        if (pages.size >= KEPT_LOGIN_PAGES) pages.delete(pages.keys().next().value!);
      }
      pages.set(key, page);
      return page;
    },
  };
}
