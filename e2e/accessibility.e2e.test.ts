import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, login, useBrowser } from './support/browser';
import { seriousFindings } from './support/accessibility';

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

async function scan(page: Page, paths: string[], viewport: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const finding of await seriousFindings(page)) found.push(`${viewport} ${path}: ${finding}`);
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
