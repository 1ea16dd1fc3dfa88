import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();
const pathOf = (url: string) => new URL(url).pathname;

describe('logging in', () => {
  it('shows the branded login page and lands a coach on the dashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('img', { name: 'Brightpath Coaching' }).first().waitFor();
    await login(page, 'coach@demo.test');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('lands a client on the home feature of their profile', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    expect(pathOf(page.url())).toBe('/daily-exercise');
  });

  it('says so when the password is wrong', async () => {
    const page = await browser.newPage();
    await login(page, 'coach@demo.test', 'not-the-password');
    await page.getByText('Bad username or password').waitFor();
    expect(pathOf(page.url())).toBe('/');
  });

  it('tells a deactivated client to contact their admin', async () => {
    const page = await browser.newPage();
    await login(page, 'tom.nguyen@demo.test');
    await page
      .getByText('This account has been deactivated. Please contact your admin to re-activate.')
      .waitFor();
  });

  it('sends a visitor to log in first and then on to the page they asked for', async () => {
    const page = await browser.newPage();
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/settings');
    await page.getByLabel('Email').fill('coach@demo.test');
    await page.getByLabel('Password').fill('tandem-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/settings');
  });

  it('sends a logged-in user away from the login page to their home', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    await page.goto('/sign-in');
    await page.waitForURL('**/daily-exercise');
  });

  it('logs out and forgets the session', async () => {
    const page = await browser.newPage();
    await login(page, 'coach@demo.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/dashboard');
  });
});

describe('route guards', () => {
  it('redirects a client away from a feature their coach has not turned on', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    await page.goto('/c/assessments');
    await page.waitForURL('**/daily-exercise');
    expect(pathOf(page.url())).toBe('/daily-exercise');
  });

  it('sends a client who opens a coach route to /new-user', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    await page.goto('/dashboard');
    await page.waitForURL('**/new-user');
  });

  it('says an unknown path was not found, and sends /index.html to the start', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/index.html');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('help', () => {
  it('lets a visitor report a problem', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Having a problem?' });
    await dialog.getByLabel('Name').fill('Vera Visitor');
    await dialog.getByLabel('Email').fill('vera@example.test');
    await dialog.getByLabel(/message|problem/i).fill('The login page looks wrong on my phone');
    await dialog.getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Our staff has been notified!').waitFor();
  });

  it('lets a logged-in client report a problem without typing their name', async () => {
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Having a problem?' });
    expect(await dialog.getByLabel('Name').count()).toBe(0);
    await dialog.getByLabel(/message|problem/i).fill('My exercises did not arrive');
    await dialog.getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Our staff has been notified!').waitFor();
  });
});
