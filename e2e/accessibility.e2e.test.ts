import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, login, useBrowser } from './support/browser';

// Issue 22: axe-core's WCAG 2.1 A and AA rules over the key screens, at a desktop and a 390 px
// phone size, as a visitor, the demo coach and the demo client. No critical or serious finding
// may remain: each finding is printed with the elements it names, so a failure says what to fix.

const browser = useBrowser();

// A dozen screens scanned one after another: longer than a single journey.
const SCAN_TIMEOUT_MS = 240_000;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function apiGet<T>(path: string, email: string): Promise<T> {
  const { token } = await apiSession(email);
  const response = await fetch(`${browser.baseUrl()}/api/${path}`, {
    headers: { authorization: `Token ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const firstId = async (path: string, email: string) =>
  (await apiGet<{ results: { id: number }[] }>(path, email)).results[0]!.id;

/** The serious and critical findings on the page as it is now, one line each. */
async function findings(page: Page): Promise<string[]> {
  // Let the page render and its lists and charts load: what a person sees, not a half-loaded
  // page. (Not "network idle": the real-time connection keeps the network busy.) A page renders
  // its heading first; the cards' charts start loading only once on screen, after it, so every
  // spinner must be gone, not just the first one found.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelectorAll('.mantine-Loader-root, [data-page-loader]').length === 0,
      null,
      {
        timeout: 10_000,
        polling: 100,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
  const headingOne =
    (await page.locator('h1').count()) > 0 ? [] : ['page-has-heading-one: the page has no h1'];
  // Legacy mode runs axe in the page and its frames with one `axe.run`. The default opens a blank
  // page for every scan to merge the frames' results, which cost over a second a scan here (most
  // of this file's time) for nothing our pages need: their only frames are the embedded videos.
  // Only violations are collected, not the passes nobody reads. A scan fell from 1.3-2.5 s to
  // 0.6-1 s, and still reports a violation put in the page (checked with an image without alt).
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return headingOne.concat(
    result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
  );
}

async function scan(page: Page, paths: string[], viewport: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const finding of await findings(page)) found.push(`${viewport} ${path}: ${finding}`);
  }
  return found;
}

describe('accessibility (WCAG 2.1 AA)', () => {
  it.each(VIEWPORTS)(
    'public pages have no serious finding ($name)',
    async (viewport) => {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      const found = await scan(
        page,
        [
          '/',
          '/sign-up',
          '/reset-password',
          '/free-assessment',
          '/no-such-page',
          '/coach-sign-up/free',
          '/coach-sign-up/professional',
          '/new-user/enterprise',
        ],
        viewport.name,
      );
      expect(found).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it.each(VIEWPORTS)(
    "the coach's screens have no serious finding ($name)",
    async (viewport) => {
      const coach = 'coach@demo.test';
      const client = await firstId('coaches/clients/?limit=1', coach);
      const program = await firstId('coaches/habit-programs/?limit=1', coach);
      const survey = await firstId('coaches/pulse-surveys/?limit=1', coach);
      const course = await firstId('coaches/courses/?limit=1', coach);
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await login(page, coach);
      await page.waitForURL('**/dashboard');
      const found = await scan(
        page,
        [
          '/dashboard',
          `/client-detail/${client}`,
          '/habit-programs',
          `/habit-programs/${program}`,
          '/coach-courses',
          `/coach-courses/${course}`,
          '/pulse-surveys',
          `/pulse-surveys/${survey}`,
          '/messages',
          '/coach/assessments',
          '/coach/assessment-library',
          '/cohorts',
          '/client-onboarding',
          '/settings',
        ],
        viewport.name,
      );
      expect(found).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it.each(VIEWPORTS)(
    "the client's screens have no serious finding ($name)",
    async (viewport) => {
      const client = 'client@demo.test';
      const course = await firstId('clients/courses/?limit=1', client);
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await login(page, client);
      await page.waitForURL((url) => url.pathname !== '/');
      const found = await scan(
        page,
        [
          '/daily-exercise',
          '/daily-reflection',
          '/goals',
          '/journal',
          '/progress',
          '/courses',
          `/courses/${course}`,
          '/settings',
        ],
        viewport.name,
      );
      // The demo client has assessments turned off (the client guard's example): Mei has them.
      const mei = await browser.newPage();
      await mei.setViewportSize(viewport);
      await login(mei, 'mei.lin@demo.test');
      await mei.waitForURL((url) => url.pathname !== '/');
      const taken = await apiGet<{ results: { uuid: string }[] }>(
        'clients/assessments/?limit=1',
        'mei.lin@demo.test',
      );
      found.push(
        ...(await scan(mei, ['/c/assessments', `/c/assessments/${taken.results[0]!.uuid}`], viewport.name)),
      );
      expect(found).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it(
    'the app in dark mode (it follows the system) has no serious finding either',
    async () => {
      const program = await firstId('coaches/habit-programs/?limit=1', 'coach@demo.test');
      const found: string[] = [];
      const visitor = await browser.newPage();
      await visitor.emulateMedia({ colorScheme: 'dark' });
      found.push(...(await scan(visitor, ['/', '/sign-up', '/free-assessment'], 'dark')));
      expect(
        await visitor.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      ).toBe('dark');

      const coach = await browser.newPage();
      await coach.emulateMedia({ colorScheme: 'dark' });
      await login(coach, 'coach@demo.test');
      await coach.waitForURL('**/dashboard');
      found.push(
        ...(await scan(
          coach,
          ['/dashboard', `/habit-programs/${program}`, '/messages', '/settings'],
          'dark',
        )),
      );

      const client = await browser.newPage();
      await client.emulateMedia({ colorScheme: 'dark' });
      await login(client, 'client@demo.test');
      await client.waitForURL((url) => url.pathname !== '/');
      found.push(
        ...(await scan(
          client,
          ['/daily-exercise', '/daily-reflection', '/goals', '/journal', '/courses'],
          'dark',
        )),
      );
      expect(found).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it.each(VIEWPORTS)(
    "the owner's and staff's screens and a plan's sign-up page have no serious finding ($name)",
    async (viewport) => {
      const owner = 'owner@demo.test';
      const plans = await apiGet<{ results: { link: string | null; price: number }[] }>(
        'owners/offerings/?limit=100',
        owner,
      );
      const paidPlan = plans.results.find((plan) => plan.link && plan.price > 0)!;
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await login(page, owner);
      await page.waitForURL((url) => url.pathname !== '/');
      const found = await scan(
        page,
        ['/automated-registration', '/site-management/settings', '/site-management/company'],
        viewport.name,
      );
      const visitor = await browser.newPage();
      await visitor.setViewportSize(viewport);
      found.push(...(await scan(visitor, [new URL(paidPlan.link!).pathname], viewport.name)));
      const staff = await browser.newPage();
      await staff.setViewportSize(viewport);
      await login(staff, 'admin@demo.test');
      await staff.waitForURL((url) => url.pathname !== '/');
      found.push(...(await scan(staff, ['/impersonate', '/dev/outbox'], viewport.name)));
      expect(found).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );
});
