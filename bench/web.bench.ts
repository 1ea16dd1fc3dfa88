// The web app's first load (issue 21) and installability (issue 20), on the built app:
// - the first-load budget: gzipped JS and CSS the login page and the daily exercise need before
//   they paint, from Vite's manifest (packages/web/src/build/first-load.ts);
// - Lighthouse (mobile profile: an emulated mid-range phone on a slow 4G link, simulated
//   throttling) on /login as a visitor and on /daily-exercise signed in as client@demo.test:
//   performance score, LCP, TBT and bytes transferred;
// - Chrome's installability check (Page.getInstallabilityErrors, what Lighthouse's retired
//   installable-manifest audit used) on /daily-exercise.
// Chromium is the system one (CHROMIUM_PATH, else /usr/bin/chromium), started here with a
// debugging port that Lighthouse and Playwright share.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '../packages/shared/src/constants';
import { freePort } from '../packages/server/src/db/embedded';
import {
  BUDGET_PAGES,
  FIRST_LOAD_TARGET,
  formatFirstLoad,
  measureFirstLoad,
  type Manifest,
} from '../packages/web/src/build/first-load';
import type { BenchContext } from './run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');
const CLIENT = { email: 'client@demo.test', password: 'tandem-demo' };

function printBudget() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  console.log(
    formatFirstLoad(measureFirstLoad(manifest, BUDGET_PAGES, gzipped, FIRST_LOAD_TARGET), FIRST_LOAD_TARGET),
  );
}

/** Headless Chromium with a debugging port; the flags this closed network needs (e2e/support). */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'tandem-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing to the profile as the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { port, stop };
}

async function runLighthouse(url: string, port: number, keepSession: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed in: the session lives in local storage, which Lighthouse would otherwise clear. The
    // HTTP cache, the service worker and its cache are cleared before that run instead (below).
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  console.log(
    `lighthouse ${new URL(url).pathname}: performance ${score}, LCP ${(numeric('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
      `TBT ${Math.round(numeric('total-blocking-time'))} ms, FCP ${(numeric('first-contentful-paint') / 1000).toFixed(1)} s, ` +
      `CLS ${numeric('cumulative-layout-shift').toFixed(3)}, ` +
      `transferred ${(numeric('total-byte-weight') / 1024).toFixed(0)} KB`,
  );
}

/**
 * The login page on a cold cache under applied (not simulated) throttling, Lighthouse's mobile
 * figures: 150 ms round trips, 1.6 Mbps down, a 4× slower CPU. Prints when the page first paints
 * and when the app has taken the prerendered page over (the form answers from then on): the
 * trade of starting the app's downloads after the first paint rather than beside the CSS.
 */
async function measureLoginTakeOver(baseUrl: string, port: number) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = cdp.contexts()[0]!;
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    await client.send('Network.clearBrowserCache');
    await client.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await client.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // (Strings: the bench is type-checked without the DOM's types.)
    await page.addInitScript(`
      new MutationObserver((changes, observer) => {
        const root = document.getElementById('root');
        if (root && !root.hasAttribute('data-prerendered') && root.childElementCount > 0) {
          window.tandemTakenOver = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, childList: true });
    `);
    await page.goto(`${baseUrl}/login`);
    // Polled from here: a predicate run in the page would need the eval our CSP refuses.
    const deadline = Date.now() + 60_000;
    while ((await page.evaluate('window.tandemTakenOver')) === undefined) {
      if (Date.now() > deadline) throw new Error('the app did not take the login page over');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [paint, takenOver] = (await page.evaluate(
      `[performance.getEntriesByName('first-contentful-paint')[0]?.startTime, window.tandemTakenOver]`,
    )) as [number, number];
    console.log(
      `login, applied throttling: first paint ${(paint / 1000).toFixed(1)} s, ` +
        `the app takes it over at ${(takenOver / 1000).toFixed(1)} s`,
    );
    await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  } finally {
    await cdp.close();
  }
}

export default async function webBench({ baseUrl }: BenchContext) {
  printBudget();

  // The session as the app stores it (lib/session.ts), from the login API.
  const login = await fetch(`${baseUrl}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CLIENT.email, password: CLIENT.password }),
  });
  if (!login.ok) throw new Error(`logging in as ${CLIENT.email} failed (${login.status})`);
  const session = (await login.json()) as { token: string; id: number };

  const browser = await startChromium();
  try {
    await runLighthouse(`${baseUrl}/login`, browser.port, false);
    await measureLoginTakeOver(baseUrl, browser.port);

    // Sign in without loading the app: write the session on a page of the app's origin that runs
    // no script, then clear the HTTP cache so the run below is a first load too.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/manifest.webmanifest`);
    // (A string: the bench is type-checked without the DOM's types.)
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(session))})`,
    );
    // The run on /login left the service worker and its precache: both go, the session stays.
    const client = await context.newCDPSession(page);
    await client.send('Storage.clearDataForOrigin', {
      origin: baseUrl,
      storageTypes: 'service_workers,cache_storage',
    });
    await client.send('Network.clearBrowserCache');
    await runLighthouse(`${baseUrl}/daily-exercise`, browser.port, true);

    // Installability, as Chrome decides it for the install prompt, on the page Lighthouse left.
    await page.goto(`${baseUrl}/daily-exercise`);
    await page.getByRole('heading', { name: 'Daily Exercises' }).waitFor();
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const { installabilityErrors } = (await client.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    console.log(
      installabilityErrors.length === 0
        ? 'installable /daily-exercise: pass'
        : `installable /daily-exercise: FAIL (${installabilityErrors.map((error) => error.errorId).join(', ')})`,
    );
    await cdp.close();
  } finally {
    await browser.stop();
  }
}
