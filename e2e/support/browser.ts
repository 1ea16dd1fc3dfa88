import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { TokenResponse } from '../../packages/shared/src/schemas/accounts';
import type { CaughtMail } from './mail-catcher';

export const DEMO_PASSWORD = 'tandem-demo';

/** The system Chromium, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One browser per test file; each test asks for a fresh context (its own storage), closed when the
 * test ends. Every journey also checks that the page broke no rule of the server's
 * Content-Security-Policy.
 */
export function useBrowser() {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let policyViolations: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    // A page left open keeps its app running (the real-time connection, timers, re-renders) on
    // the machine's two cores through every later test of the file: a file's tenth test ran
    // beside nine signed-in apps.
    const closing = contexts;
    contexts = [];
    await Promise.all(closing.map((context) => context.close().catch(() => undefined)));
    const found = policyViolations;
    policyViolations = [];
    expect(found, 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL: inject('baseUrl') });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
      });
      return page;
    },
  };
}

/** Logs in through the login page, the way a person does. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs in through the API, without a page: the session as the app stores it (token, id, ...),
 * for calling the API as that user or for a page that starts signed in.
 */
export async function apiSession(email: string, password = DEMO_PASSWORD): Promise<TokenResponse> {
  const response = await fetch(`${inject('baseUrl')}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`cannot log in as ${email}: ${response.status}`);
  return (await response.json()) as TokenResponse;
}

/** The mail caught for this address so far, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  return (await (
    await fetch(`${inject('mailUrl')}/messages?to=${encodeURIComponent(to)}`)
  ).json()) as CaughtMail[];
}

/**
 * Waits for the app to have mailed this address a mail `matching`, and returns the newest such
 * mail. `after`: how many such mails there were before the action (from `mailsTo`), so a mail of
 * an earlier attempt is never taken for the new one. Match on the subject: the app's scheduled
 * mail (reminders) reaches demo accounts at any time of day.
 */
export async function waitForMail(
  to: string,
  matching: (mail: CaughtMail) => boolean = () => true,
  { after = 0, timeoutMs = 20_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).filter(matching);
    if (found.length > after) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(mail: CaughtMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${mail.text}`);
  return link;
}
