import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './support/browser';

/*
 * Two-step sign-in (issue 39, decision 025): an authenticator app set up in Settings and then
 * asked for at login (codes computed here with otplib), and a passkey made in Settings with
 * Chromium's virtual authenticator and then used alone and as a second step.
 */

const browser = useBrowser();
const PASSWORD = 'a-long-secret';
const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'two-step');

/** A fresh coach of their own (the free sign-up), so no other journey's account changes. */
async function newCoach(): Promise<string> {
  const email = `two-step-${randomBytes(4).toString('hex')}@example.test`;
  const response = await fetch(`${inject('baseUrl')}/api/owners/free-assessment-sign-up/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Sam', last_name: 'Steps', email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return email;
}

/** Logs out and waits for the login page, so the next login starts from a page with no session. */
async function logOut(page: Page, origin = '') {
  await page.goto(`${origin}/logout`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

const signedIn = (page: Page) =>
  page.waitForURL((url) => !['/', '/sign-in', '/login'].includes(url.pathname));

async function openTwoStepSettings(page: Page, origin = '') {
  await page.goto(`${origin}/settings`);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.waitFor();
  return section;
}

describe('two-step sign-in', () => {
  it('sets up an authenticator app in Settings and then logs in with a code from it', async () => {
    const email = await newCoach();
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, email, PASSWORD);
    await signedIn(page);

    const section = await openTwoStepSettings(page);
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await section.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await section.locator('code').first().textContent())!.trim();
    await page.screenshot({ path: path.join(SHOTS, 'totp-setup-phone.png'), fullPage: false });
    const codeField = section.getByLabel('2. Enter the 6-digit code the app shows');
    await codeField.fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('That code is not right').waitFor();
    await codeField.fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const recoveryCode = (await codes.getByRole('listitem').first().textContent())!.trim();
    await page.screenshot({ path: path.join(SHOTS, 'recovery-codes-phone.png') });
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('On', { exact: true }).waitFor();

    // Logging in again asks for the second step; the code of the next step (a phone a little
    // ahead) is not the one just used, which the server would refuse as a replay.
    await logOut(page);
    await page.screenshot({ path: path.join(SHOTS, 'login-phone.png') });
    await login(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: path.join(SHOTS, 'second-step-phone.png') });
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('That code is not right').waitFor();
    await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);

    // A recovery code works once.
    await logOut(page);
    await login(page, email, PASSWORD);
    await page.getByLabel('Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);
  });

  it('registers a passkey with a virtual authenticator and signs in with it, alone and as a second step', async () => {
    const email = await newCoach();
    const page = await browser.newPage();
    // WebAuthn needs a host name: the app on localhost rather than 127.0.0.1.
    const origin = inject('baseUrl').replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await login(page, email, PASSWORD, `${origin}/`);
    await signedIn(page);
    const section = await openTwoStepSettings(page, origin);
    await section.getByLabel('Passkey name (optional)').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText('Test laptop').waitFor();
    await section.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: path.join(SHOTS, 'two-step-settings-phone.png') });

    // A passkey alone: no e-mail, no password.
    await logOut(page, origin);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(page);
    const name = await page.evaluate(() => localStorage.getItem('user'));
    expect(name).toContain('"token"');

    // The password, then the passkey as the second step.
    await logOut(page, origin);
    await login(page, email, PASSWORD, `${origin}/`);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await signedIn(page);
  });
});
