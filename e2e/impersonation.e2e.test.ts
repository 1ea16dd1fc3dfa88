import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

// Issue 18, part 8: an admin impersonates the demo client from the picker, sees the banner on
// the client's home, stops, and finds both in the impersonation history.

const browser = useBrowser();

describe('impersonation', () => {
  it('lets an admin act as the demo client and stop, and records both', async () => {
    const page = await browser.newPage();
    await login(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/impersonate');
    await page.getByLabel('Search users by email').fill('client@demo.test');
    await page.getByRole('button', { name: 'Impersonate client@demo.test' }).click();

    await page.waitForURL('**/daily-exercise');
    await page.getByText(/You are impersonating .*\(client@demo\.test\)/).waitFor();

    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    // Back where the admin started, as themselves (issue 45), not on the client's screen.
    await page.waitForURL('**/impersonate');
    await page.getByText(/You are impersonating/).waitFor({ state: 'detached' });
    const history = page.getByRole('table', { name: 'Impersonation history' });
    await history.getByText('Stopped impersonating').first().waitFor();
    expect(await history.getByText('Started impersonating').count()).toBeGreaterThan(0);
  });
});
