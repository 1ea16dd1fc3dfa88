import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { earlyRequestsScript, routeModules, type EarlyPage } from './src/build/early-requests-script';
import type { BudgetPage, Manifest } from './src/build/first-load';
import { EARLY_REQUESTS_SCRIPT } from './src/lib/early-requests';

/** A page the script starts early: its route's path and doors (a first-load page), and its GETs. */
export interface EarlyPageSource extends BudgetPage {
  requests: readonly string[];
}

/**
 * Issue 21: the early-requests script (lib/early-requests.ts). Its tag goes into index.html's
 * head (so into the prerendered login page too); the build writes the script with each listed
 * page's chunks read from Vite's manifest, and the dev server serves it without them.
 */
export function earlyRequests(options: {
  sessionKey: string;
  userPathTemplate: string;
  headers: Record<string, string>;
  pages: readonly EarlyPageSource[];
}): Plugin {
  let outDir = 'dist';
  const script = (modulesOf: (doors: readonly string[]) => string[]) =>
    earlyRequestsScript({
      ...options,
      pages: options.pages.map((page): EarlyPage => ({
        path: page.path,
        requests: page.requests,
        modules: modulesOf(page.chunks),
      })),
    });
  return {
    name: 'tandem-early-requests',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // First in the head and asked for at high priority (an async script is otherwise low, and
    // waits behind the 37 module preloads on the browser's six connections); async, so it never
    // holds the parser or the first paint.
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { src: `/${EARLY_REQUESTS_SCRIPT}`, async: true, fetchpriority: 'high' },
        injectTo: 'head-prepend',
      },
    ],
    configureServer(server) {
      server.middlewares.use(`/${EARLY_REQUESTS_SCRIPT}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(script(() => []));
      });
    },
    // Written before the service worker's precache list is (vite-plugin-pwa runs last), so the
    // script is part of the shell kept on the device.
    writeBundle: {
      sequential: true,
      handler() {
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        writeFileSync(
          path.join(outDir, EARLY_REQUESTS_SCRIPT),
          script((doors) => routeModules(manifest, doors)),
        );
      },
    },
  };
}
