import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkIn, login, useBrowser, waitForMail } from './support/browser';

const browser = useBrowser();

async function loginAsClient(page: Page, email = 'client@demo.test', password?: string) {
  await login(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/');
}

describe('goals', () => {
  it('creates a goal with two milestones through the wizard and completes it to 100 percent', async () => {
    const page = await browser.newPage();
    await loginAsClient(page, 'priya.patel@demo.test');
    await page.goto('/goals');
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Goal' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('This field may not be blank.').first().waitFor();
    await wizard.getByLabel('Goal', { exact: true }).fill('Speak up in every team meeting');
    await wizard.getByLabel('Why').fill('My ideas matter and I want to be heard.');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('textbox', { name: 'Milestone' }).fill('Prepare one point before each meeting');
    await wizard.getByRole('button', { name: 'Add Milestone' }).click();
    await wizard.getByRole('textbox', { name: 'Milestone' }).fill('Share it in the first ten minutes');
    await wizard.getByRole('button', { name: 'Add Milestone' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('button', { name: 'Save Goal' }).click();
    await wizard.getByText('Please select a color').waitFor();
    await wizard.getByRole('radio', { name: 'Blue' }).check();
    await wizard.getByRole('button', { name: 'Save Goal' }).click();

    const goal = page.getByRole('article', { name: 'Speak up in every team meeting' });
    const progress = goal.getByRole('progressbar', { name: 'Progress' });
    await goal.getByRole('button', { name: 'Complete Milestone' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('33');
    await goal.getByRole('button', { name: 'Complete Milestone' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('66');
    await goal.getByRole('button', { name: 'Complete Goal' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await goal.getByText('100%').waitFor();
  });
});

describe('journal', () => {
  it('keeps a draft across a reload mid-typing and saves it by itself', async () => {
    const page = await browser.newPage();
    await loginAsClient(page, 'priya.patel@demo.test');
    await page.goto('/journal');
    await page.getByText('No journal entries yet.').waitFor();
    await page.getByLabel('Title').fill('Morning pages');
    await page.getByLabel('Text').fill('Slept well and woke up before the alarm');
    // Reload at once, before the one-second autosave could have reached the server.
    await page.reload();
    await expect.poll(() => page.getByLabel('Text').inputValue()).toBe('Slept well and woke up before the alarm');
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Morning pages');
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Journal entries' }).getByText('Morning pages').waitFor();

    // The server has it: a fresh browser sees it too.
    const other = await browser.newPage();
    await loginAsClient(other, 'priya.patel@demo.test');
    await other.goto('/journal');
    await other.getByText('Morning pages').first().waitFor();
  });
});
