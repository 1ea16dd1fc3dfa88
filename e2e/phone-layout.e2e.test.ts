import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

// Issue 22, phone first: on a 390×844 phone no page scrolls sideways, nothing floats over a
// control (the point at the centre of each visible button, link or choice hits that control), no
// badge is cut short, and a snackbar never sits over the header's controls.

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const TIMEOUT_MS = 240_000;

/** What is wrong with the page as it stands; each finding names the control or the width. */
async function layoutProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) found.push(`scrolls sideways: ${width}px wide`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll(
      'button, a[href], [role="button"], [role="radio"], input[type="checkbox"], input[type="radio"]',
    );
    for (const control of Array.from(controls)) {
      // The first line's box: a link that wraps has a gap, not itself, at its bounding box's centre.
      const box = control.getClientRects()[0];
      if (!box || box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Off screen (the closed drawer, below the fold): nothing to cover.
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === control || control.contains(hit)) continue;
      // A snackbar is passing, not placed: checked apart against the header below.
      if (hit.closest('.mantine-Notifications-root')) continue;
      found.push(`${describe(control)} is covered by ${describe(hit)}`);
    }
    // A badge cut short ("D…") by a squeezed row.
    for (const label of Array.from(document.querySelectorAll('.mantine-Badge-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) found.push(`a badge is cut short: ${describe(label)}`);
    }
    const header = document.querySelector('header')?.getBoundingClientRect();
    for (const note of Array.from(document.querySelectorAll('.mantine-Notification-root'))) {
      const box = note.getBoundingClientRect();
      if (header && box.top < header.bottom && box.bottom > header.top)
        found.push(`a snackbar covers the header: ${describe(note)}`);
    }
    return found;
  });
}

async function check(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
  }
  return found;
}

describe('on a phone', () => {
  it(
    'public pages fit and nothing covers a control',
    async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      expect(await check(page, ['/', '/sign-up', '/free-assessment', '/coach-sign-up/free'])).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "the client's pages fit and nothing covers a control",
    async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      await login(page, 'client@demo.test');
      await page.waitForURL((url) => url.pathname !== '/');
      const found = await check(page, [
        '/daily-exercise',
        '/daily-reflection',
        '/goals',
        '/journal',
        '/progress',
        '/courses',
        '/settings',
      ]);
      // The demo client has assessments turned off (the client guard's example): Mei has them.
      const mei = await browser.newPage();
      await mei.setViewportSize(PHONE);
      await login(mei, 'mei.lin@demo.test');
      await mei.waitForURL((url) => url.pathname !== '/');
      found.push(...(await check(mei, ['/c/assessments'])));
      expect(found).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "the coach's pages fit and nothing covers a control",
    async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      await login(page, 'coach@demo.test');
      await page.waitForURL('**/dashboard');
      const found = await check(page, [
        '/dashboard',
        '/habit-programs',
        '/coach-courses',
        '/pulse-surveys',
        '/messages',
        '/coach/assessments',
        '/cohorts',
        '/settings',
      ]);
      expect(found).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
