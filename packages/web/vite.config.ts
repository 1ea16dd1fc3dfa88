import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
// The config is bundled on its own: the shared package's source is read directly.
import {
  APP_VERSION,
  APP_VERSION_HEADER,
  EARLY_PAGE_REQUESTS,
  LOGIN_RENDERER_MODULE,
  PRERENDERED_LOGIN_FILE,
  SESSION_STORAGE_KEY,
  SIGNED_IN_USER_PATH,
} from '../shared/src/constants';
import { earlyRequests } from './early-requests';
import { failOnBuildErrors } from './src/build/build-logs';
import { BUDGET_PAGES } from './src/build/first-load';
import { precompress } from './precompress';
import { prerenderLogin } from './prerender';
import { PURE_WEB_TESTS } from './test-projects';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    // The first screen's GETs and chunks, started by a small script as the HTML arrives
    // (lib/early-requests.ts), for the pages of EARLY_PAGE_REQUESTS (the daily exercise), with
    // their doors as the first-load budget counts them: each such page is measured there too.
    earlyRequests({
      sessionKey: SESSION_STORAGE_KEY,
      userPathTemplate: SIGNED_IN_USER_PATH,
      headers: { Accept: 'application/json', [APP_VERSION_HEADER]: APP_VERSION },
      pages: Object.entries(EARLY_PAGE_REQUESTS).map(([pagePath, requests]) => {
        const page = BUDGET_PAGES.find((candidate) => candidate.path === pagePath);
        if (!page) throw new Error(`${pagePath} starts early but is not a page of the first-load budget`);
        return { ...page, requests };
      }),
    }),
    // The installable app (issue 20): a web app manifest and a service worker (src/sw.ts, built
    // with Workbox's precaching) that precaches the app shell, so a second visit paints from the
    // device and the app opens offline, and shows web push notifications (decision 021).
    // Registered by lib/service-worker.ts, which also drives the new-version notice.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is the server's (GET /manifest.webmanifest, shared app-manifest.ts): it
      // wears the brand of the company whose address or person asks for it (issue 45).
      manifest: false,
      injectManifest: {
        // The shell: scripts, styles, the page, icons. Tutorial videos and reward pictures load
        // when used; the API, uploads and the socket are never answered from the cache (sw.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['tutorials/**', 'rewards/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // The login screen as HTML (prerender.ts), written and compressed after the app's build.
    prerenderLogin({
      sessionKey: SESSION_STORAGE_KEY,
      file: PRERENDERED_LOGIN_FILE,
      rendererModule: LOGIN_RENDERER_MODULE,
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: true },
      '/brand-icons': { target: apiTarget, changeOrigin: true },
    },
  },
  // The manifest (dist/.vite/manifest.json) lists each chunk's imports: the first-load budget
  // (src/build/first-load.ts) reads it. A lazy import that splits nothing off fails the build
  // (src/build/build-logs.ts).
  // Everything the entry imports statically goes into the entry's own chunk (the group `shell`):
  // left to itself, Rolldown cut it by which lazy pages share each module, into 34 files every
  // page loaded before its first paint (the login page 40 files, the daily exercise 57). Each
  // file costs a request and its handling on the phone's main thread, and one file compresses
  // better. The entry is loaded on every page anyway, so no page loads more for it
  // (docs/performance.md).
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      onLog: failOnBuildErrors,
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Full journeys through the app render many screens; under load they need more than 5 s.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // The pure rules run in Node, without jsdom and this setup (vitest.units.config.ts).
    exclude: [...configDefaults.exclude, ...PURE_WEB_TESTS],
    // One worker per core, with the shared rules (root vitest.config.ts).
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});
