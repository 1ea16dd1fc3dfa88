import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A 1×1 PNG: the server checks a logo by its first bytes. */
export const PNG_LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only: a sub-domain takes no 0. */
export const letters = (count: number) =>
  [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * The rest of a signed-up coach's company step once its name and sub-domain are typed: the logo
 * and header colour, then the finish step, which does not ask again for the terms the sign-up had
 * accepted (issue 45), and on to the dashboard.
 */
export async function brandAndFinishOnboarding(page: Page, headerColor: string): Promise<void> {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
  await page.getByRole('button', { name: 'Remove logo' }).waitFor();
  await page.getByLabel('Header color').fill(headerColor);
  await page.getByLabel('Header color').press('Escape');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const finish = page.getByRole('button', { name: 'Finish', exact: true });
  await finish.waitFor();
  expect(await page.getByRole('checkbox', { name: /Terms of Service/ }).count()).toBe(0);
  await finish.click();
  await page.waitForURL('**/dashboard');
}
