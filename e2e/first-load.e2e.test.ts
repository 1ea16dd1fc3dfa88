import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_PAGES,
  AFTER_PAINT_CHUNKS,
  FIRST_LOAD_TARGET,
  entryKey,
  firstLoadFiles,
  formatFirstLoad,
  measureFirstLoad,
  type Manifest,
} from '../packages/web/src/build/first-load';
import type { Page } from 'playwright-core';
import { COMMITMENTS_PATH, SESSION_STORAGE_KEY, TODAY_TASKS_PATH } from '../packages/shared/src/constants';
import { apiSession, login, useBrowser } from './support/browser';

// The first-load budget (issue 21) on the build under test: the gzipped JavaScript and CSS the
// login page and a client's daily exercise need before they paint, from Vite's manifest.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const weights = measureFirstLoad(manifest, BUDGET_PAGES, gzipped);
/** The built scripts whose code holds `text`: a library found by what it holds, wherever the bundler put it. */
const scriptsHolding = (text: string) =>
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(text));

const browser = useBrowser();

describe('the first load of the web app', () => {
  it('stays within the target on the login page and the daily exercise', () => {
    console.log(formatFirstLoad(weights, FIRST_LOAD_TARGET));
    for (const weight of weights) expect(weight.over, weight.path).toEqual([]);
  });

  // Everything the entry imports statically is in its own chunk, beside Rolldown's small runtime
  // (vite.config.ts, the group `shell`): cut by which lazy pages share each module, it was 34
  // files, each a request and its handling before any page could paint.
  it('loads the shell every page needs as one script and the bundler’s runtime', () => {
    const shell = firstLoadFiles(manifest, [entryKey(manifest)]).js;
    expect(shell.length, shell.join(', ')).toBeLessThanOrEqual(2);
  });

  // The forms' rules (zod, some 25 KB gzipped) load once the page has painted, not before: the
  // chunks of AFTER_PAINT_CHUNKS and what they import. The validation library is found by what it
  // holds (its error class), wherever the bundler put it.
  const afterPaint = firstLoadFiles(manifest, AFTER_PAINT_CHUNKS).js;
  const validationLibrary = scriptsHolding('ZodError');

  it('leaves the validation library out of both pages’ first load', () => {
    expect(validationLibrary.length).toBeGreaterThan(0);
    for (const file of validationLibrary) expect(afterPaint).toContain(file);
    for (const weight of weights) {
      expect(
        weight.files.js.filter((file) => validationLibrary.includes(file)),
        weight.path,
      ).toEqual([]);
    }
  });

  // Code that shows only once asked for loads then, found by what it holds wherever the bundler
  // put it: dialogs (Mantine's modal, its focus trap and scroll area, Floating UI) when one first
  // opens (components/deferred-modal.tsx), by their components' display names; the table's scroll
  // container, which the theme names without importing; a task's note panel (its notes, Mantine's
  // form) and the client's chat (messages, composer), by the note form's name and the chat's
  // loader of older messages.
  it.each(['@mantine/core/ModalBase', '@mantine/core/ScrollArea', 'Note on ', 'Loading older messages'])(
    'leaves what holds “%s” out of both pages’ first load',
    (text) => {
      const holders = scriptsHolding(text);
      expect(holders.length).toBeGreaterThan(0);
      for (const weight of weights)
        expect(
          weight.files.js.filter((file) => holders.includes(file)),
          weight.path,
        ).toEqual([]);
    },
  );

  // The real-time client (Socket.IO) loads when a session opens its connection, after the first
  // paint (lib/socket.ts): not part of any first load, and never loaded for a visitor.
  const realtimeClient = Object.entries(manifest)
    .filter(([key]) => key.includes('/socket.io-client/'))
    .map(([, chunk]) => chunk.file);

  // What shows once each page has painted.
  const painted: Record<string, { role: 'button' | 'heading'; name: string }> = {
    '/login': { role: 'button', name: 'Login' },
    '/daily-exercise': { role: 'heading', name: 'Daily Exercises' },
  };

  it.each(BUDGET_PAGES.map((page) => page.path))(
    'counts every script and style sheet the browser loads to paint %s',
    async (pagePath) => {
      const page = await browser.newPage();
      // No service worker: it would precache every chunk, and this counts what the page asks for.
      await page.context().route('**/sw.js', (route) => route.abort());
      if (pagePath !== '/login') {
        await login(page, 'client@demo.test');
        await page.waitForURL((url) => url.pathname !== '/');
      }
      const loaded: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/.+\.(js|css)$/.test(pathname)) loaded.push(pathname.slice(1));
      });
      await page.goto(pagePath);
      await page.getByRole(painted[pagePath]!.role, { name: painted[pagePath]!.name }).waitFor();
      const weight = weights.find((candidate) => candidate.path === pagePath)!;
      const counted = new Set([...weight.files.js, ...weight.files.css]);
      // Only what loads later may be missing from the count: the service worker's helper, the
      // forms' rules and, for a signed-in session, the real-time client.
      const uncounted = loaded.filter(
        (file) =>
          !counted.has(file) &&
          !file.includes('workbox-window') &&
          !afterPaint.includes(file) &&
          !realtimeClient.includes(file),
      );
      expect(uncounted).toEqual([]);
      expect(realtimeClient.length).toBeGreaterThan(0);
      for (const file of realtimeClient) expect(counted.has(file)).toBe(false);
      if (pagePath === '/login') expect(loaded.filter((file) => realtimeClient.includes(file))).toEqual([]);
    },
  );
});

// Issue 21: the login screen is prerendered at build time (packages/web/prerender.ts), so a phone
// paints it from the HTML and CSS alone; the app takes it over once its route has loaded.
describe('the prerendered login page', () => {
  const rootState = (page: Page) =>
    page.locator('#root').evaluate((root) => ({
      prerendered: root.hasAttribute('data-prerendered'),
      ariaBusy: root.getAttribute('aria-busy'),
      disabledControls: root.querySelectorAll('input:disabled, button:disabled').length > 0,
      visibility: getComputedStyle(root).visibility,
    }));

  it('paints the form before any script has run, its controls disabled until the app takes it over', async () => {
    const page = await browser.newPage();
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    for (const label of ['Email', 'Password'])
      expect(await page.locator('label', { hasText: label }).isVisible(), label).toBe(true);
    expect(await page.locator('button[type="submit"]', { hasText: 'Login' }).isVisible()).toBe(true);
    expect(await rootState(page)).toEqual({
      prerendered: true,
      ariaBusy: 'true',
      disabledControls: true,
      visibility: 'visible',
    });
    // Its links are live before the app is (issue 45): they navigate at once.
    await page.getByRole('link', { name: 'Reset My Password' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('is the app’s once it has loaded, and logs in', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test', undefined, '/login');
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await rootState(page)).toEqual({
      prerendered: false,
      ariaBusy: null,
      disabledControls: false,
      visibility: 'visible',
    });
  });

  it('stays hidden from a signed-in browser while the app that sends them home loads', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL((url) => url.pathname !== '/');
    // The app's own scripts never arrive: what shows is the HTML with its guard script.
    await page.context().route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/login');
    expect((await rootState(page)).visibility).toBe('hidden');
  });

  it("paints the company's logo and sign-up link with the page, and the app keeps them in place", async () => {
    // The demo company (the default sub-domain) has a logo and lets visitors sign up.
    const boxes = async (page: Page) => ({
      logos: await page.getByRole('img', { name: 'Brightpath Coaching' }).evaluateAll((logos) =>
        logos.map((logo) => {
          const { x, y, width, height } = logo.getBoundingClientRect();
          return { x, y, width, height, loaded: (logo as HTMLImageElement).complete };
        }),
      ),
      signUp: await page.getByRole('link', { name: 'Sign Up' }).boundingBox(),
      header: await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor),
    });

    const withoutScripts = await browser.newPage();
    await withoutScripts.context().route('**/*.js', (route) => route.abort());
    await withoutScripts.goto('/login');
    await withoutScripts.getByRole('heading', { name: 'Login' }).waitFor();
    const painted = await boxes(withoutScripts);
    expect(painted.logos).toHaveLength(2); // the header's and the form's
    expect(painted.logos.every((logo) => logo.loaded && logo.width > 0)).toBe(true);
    expect(painted.signUp).not.toBeNull();

    const page = await browser.newPage();
    // Layout shifts from the first paint on, summed as CLS sums them.
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShifts: number };
      state.layoutShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.layoutShifts += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login');
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await page.waitForTimeout(500);
    expect(await boxes(page)).toEqual(painted);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts),
    ).toBeLessThan(0.01);
  });
});

// Issue 21: a stored session's first screen is asked for by early-requests.js as the HTML arrives
// (packages/web/src/lib/early-requests.ts), and the app adopts those answers.
/** A client signed in, on a blank page (no service worker), and their session. */
const signedInClient = async () => {
  const page = await browser.newPage();
  await page.context().route('**/sw.js', (route) => route.abort());
  await login(page, 'client@demo.test');
  await page.waitForURL((url) => url.pathname !== '/');
  const session = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!) as { token: string; id: number },
    SESSION_STORAGE_KEY,
  );
  // The page the login opened would go on asking as it loads: leave it, so what is counted
  // from here is the next page's alone.
  await page.goto('about:blank');
  return { page, session };
};

describe('the early requests', () => {
  const FIRST_SCREEN = [TODAY_TASKS_PATH, COMMITMENTS_PATH].map((path) => `/api/${path}`);

  /** The API GETs the page makes from now on, as path and query, with their token. */
  const apiRequests = (page: Page) => {
    const seen: { path: string; token: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
        seen.push({ path: url.pathname + url.search, token: request.headers().authorization ?? null });
    });
    return seen;
  };

  it("ask for the user and the daily exercise's first screen before the app has run", async () => {
    const { page, session } = await signedInClient();
    // The app's entry never arrives: only the early script can be asking.
    await page.context().route('**/assets/index-*.js', (route) => route.abort());
    const requests = apiRequests(page);
    await page.goto('/daily-exercise');
    const expected = [`/api/user/${session.id}/`, ...FIRST_SCREEN];
    await expect.poll(() => requests.map((request) => request.path).sort()).toEqual(expected.sort());
    expect(requests.every((request) => request.token === `Token ${session.token}`)).toBe(true);
  });

  it('are adopted by the app, which asks for none of them again', async () => {
    const { page, session } = await signedInClient();
    const requests = apiRequests(page);
    await page.goto('/daily-exercise');
    await page.getByRole('heading', { name: 'Daily Exercises' }).waitFor();
    await page.locator('section .mantine-Paper-root[aria-labelledby]').first().waitFor();
    await page.waitForTimeout(1000);
    for (const path of [`/api/user/${session.id}/`, ...FIRST_SCREEN])
      expect(
        requests.filter((request) => request.path === path),
        path,
      ).toHaveLength(1);
  });

  it('send nothing for a visitor', async () => {
    const page = await browser.newPage();
    await page.context().route('**/assets/index-*.js', (route) => route.abort());
    const requests = apiRequests(page);
    await page.goto('/daily-exercise');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });
});

describe("the daily exercise's first screen", () => {
  /** The built chunk of a dynamically imported module, by its path in the manifest. */
  const chunkOf = (module: string) => Object.entries(manifest).find(([key]) => key.includes(module))![1].file;

  // The first render waits a moment for the page's route (main.tsx), so the first paint is the
  // page in its shell rather than the shell and its placeholder; the real-time connection's code,
  // the service worker's and the queries that draw nothing on that screen wait for that paint
  // (lib/first-screen.ts).
  it("paints today's list with its first paint; the real-time connection, the service worker and the other queries come after it", async () => {
    // Signed in without loading the app, as on a first visit: nothing in the HTTP cache, no copy
    // of the daily loop's queries on the device (which would draw the page at once).
    const page = await browser.newPage();
    await page.context().route('**/sw.js', (route) => route.abort());
    const session = await apiSession('client@demo.test');
    await page.goto('/manifest.webmanifest');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SESSION_STORAGE_KEY,
      value: JSON.stringify(session),
    });
    await page.addInitScript(() => {
      const probe = window as unknown as { firstTaskAt?: number; headerAtFirstTask?: string | null };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('section .mantine-Paper-root[aria-labelledby]')) return;
        probe.firstTaskAt = performance.now();
        const header = document.querySelector('header');
        probe.headerAtFirstTask = header && getComputedStyle(header).backgroundColor;
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    // Today's list answers late, as on a slow link: the app has started and could draw its shell
    // before the page's data is there.
    await page.route(`**/api/${TODAY_TASKS_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/daily-exercise');
    await page.locator('section .mantine-Paper-root[aria-labelledby]').first().waitFor();
    const later = [
      chunkOf('socket.io-client'),
      chunkOf('workbox-window'),
      // Queries whose answers draw nothing on the first screen (useFirstScreenPainted).
      'api/version',
      'api/coaches/messaging-rooms/info/',
      'api/clients/surveys/?status=open&limit=1',
      'api/clients/habit-programs/?assigned=true',
    ];
    const startOf = (file: string) =>
      page.evaluate(
        (name) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime,
        `/${file}`,
      );
    await expect
      .poll(async () => (await Promise.all(later.map(startOf))).every((start) => start !== undefined))
      .toBe(true);
    const { firstPaint, firstTask, headerAtFirstTask, brandingAsked } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstTask: (window as unknown as { firstTaskAt?: number }).firstTaskAt,
      headerAtFirstTask: (window as unknown as { headerAtFirstTask?: string }).headerAtFirstTask,
      brandingAsked: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path === '/api/config' || path.startsWith('/api/sub-domains/')),
    }));
    expect(firstPaint).toBeDefined();
    expect(firstTask).toBeDefined();
    // In the DOM before the first paint, so painted with it.
    expect(firstTask!).toBeLessThanOrEqual(firstPaint!);
    for (const file of later) expect((await startOf(file))!, file).toBeGreaterThanOrEqual(firstPaint!);
    // The page came with the demo company's branding: its header wears the company's colour with
    // the first task, and neither the config nor the branding is asked of the API.
    const demo = (await (await fetch(`${browser.baseUrl()}/api/sub-domains/demo/`)).json()) as {
      header_color: string;
    };
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(demo.header_color.slice(at, at + 2), 16));
    expect(headerAtFirstTask).toBe(`rgb(${red}, ${green}, ${blue})`);
    expect(brandingAsked).toEqual([]);
  });
});
