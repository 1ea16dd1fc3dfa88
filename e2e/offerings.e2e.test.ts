import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('subscription plans', () => {
  it('the owner creates a paid plan and copies its link; a visitor pays with the test card, lands on the plan’s home and cancels in Settings', async () => {
    const title = `Evening Focus ${randomBytes(3).toString('hex')}`;
    const owner = await browser.newPage();
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(owner, 'owner@demo.test');
    await owner.waitForURL((url) => url.pathname !== '/');
    await owner.goto('/automated-registration');
    await owner.getByRole('button', { name: 'Create' }).click();
    const form = owner.getByRole('form', { name: 'Subscription plan' });
    await form.getByLabel('Name').fill(title);
    await form.getByLabel('Price a month (USD)').fill('19');
    await choose(owner, 'Coach', /Jordan|Coach/);
    await choose(owner, 'Habit Program', /.+/);
    await choose(owner, 'Pulse Survey', /.+/);
    await form.getByRole('button', { name: 'Save' }).click();

    const card = owner.getByRole('listitem', { name: title });
    await card.getByText('$19.00 a month').waitFor();
    const link = (await card.getByRole('link').getAttribute('href'))!;
    expect(link).toMatch(/\/sign-up\/\d+\/[\w-]+$/);
    await card.getByRole('button', { name: `Copy link of ${title}` }).click();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor opens the link and signs up, paying with the test card.
    const email = `evening-${randomBytes(3).toString('hex')}@example.test`;
    const visitor = await browser.newPage();
    await visitor.goto(new URL(link).pathname);
    await visitor.getByLabel('First Name').fill('Noor');
    await visitor.getByLabel('Last Name').fill('Amari');
    await visitor.getByLabel('Email', { exact: true }).fill(email);
    await visitor.getByLabel('Email Confirmation').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('a-long-secret');
    await visitor.getByLabel('Password Confirmation').fill('a-long-secret');
    await visitor.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByText('Which days are your work week?').waitFor();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByText('How would you like to be rewarded?').waitFor();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    // A program that does not assign every area asks for the client's own first.
    await visitor
      .getByText(/Total due now|areas? of focus to work on/)
      .first()
      .waitFor();
    if ((await visitor.getByText('Total due now').count()) === 0) {
      const max = Number(
        /Pick (\d+)/.exec(await visitor.getByText(/areas? of focus to work on/).innerText())![1],
      );
      const areas = visitor.getByRole('checkbox');
      for (let i = 0; i < max; i++) await areas.nth(i).check();
      await visitor.getByRole('button', { name: 'Continue' }).click();
    }
    await visitor.getByText('Total due now: $19.00').waitFor();
    await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
    await visitor.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getFullYear() + 2) % 100)}`);
    await visitor.getByLabel('CVC').fill('123');
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await visitor.waitForURL('**/daily-exercise');

    // The new client sees the plan in Settings and cancels it.
    await visitor.goto('/settings');
    const subscription = visitor.getByRole('region', { name: 'Subscription' });
    await subscription.getByText(title).waitFor();
    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
    await visitor.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel' }).click();
    await subscription.getByText('Canceled').waitFor();
  });
});
