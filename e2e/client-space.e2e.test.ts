import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkIn, login, mailsTo, useBrowser, waitForMail } from './support/browser';
import type { CaughtMail } from './support/mail-catcher';

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
    // A title of its own, so a retry of this journey is not confused by the first try's entry.
    const title = `Morning pages ${Date.now()}`;
    await page.getByLabel('Title').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Slept well and woke up before the alarm');
    // Reload at once, before the one-second autosave could have reached the server.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Text').inputValue())
      .toBe('Slept well and woke up before the alarm');
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(title);
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Journal entries' }).getByText(title).waitFor();

    // The server has it: a fresh browser sees it too.
    const other = await browser.newPage();
    await loginAsClient(other, 'priya.patel@demo.test');
    await other.goto('/journal');
    await other.getByText(title).first().waitFor();
  });
});

describe('settings', () => {
  it('changes the time zone, and it stays changed', async () => {
    const page = await browser.newPage();
    await loginAsClient(page, 'mei.lin@demo.test');
    await page.goto('/settings');
    const system = page.getByRole('region', { name: 'System Settings' });
    await system.getByRole('textbox', { name: 'Time Zone' }).click();
    await system.getByRole('textbox', { name: 'Time Zone' }).fill('Europe/Lisbon');
    await page.getByRole('option', { name: 'Europe/Lisbon', exact: true }).click();
    await system.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'System Settings' })
          .getByRole('textbox', { name: 'Time Zone' })
          .inputValue(),
      )
      .toBe('Europe/Lisbon');
  });
});

describe('assessments', () => {
  it('lists the assessments a client took and opens one’s scores and full report', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsClient(page, 'mei.lin@demo.test');
    await page.goto('/c/assessments');
    const list = page.getByRole('list', { name: 'Your assessments' });
    await list.getByRole('link', { name: 'Habit Readiness' }).click();
    await page.waitForURL(/\/c\/assessments\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Habit Readiness', level: 1 }).waitFor();
    const scores = page.getByRole('list', { name: 'Scores by attribute' });
    await expect.poll(() => scores.getByRole('listitem').count()).toBe(3);
    expect(await scores.getByRole('listitem').first().textContent()).toMatch(
      /^Motivation\d+ of 100(Low|Moderate|High)/,
    );
  });
});

describe('your data', () => {
  it('schedules the deletion of the account with the password, tells the coach, and keeps it again', async () => {
    const page = await browser.newPage();
    const asked = (mail: CaughtMail) => mail.subject === 'David Cohen asked to delete their account';
    const kept = (mail: CaughtMail) => mail.subject === 'David Cohen is keeping their account';
    const earlier = await mailsTo('coach@demo.test');
    await loginAsClient(page, 'david.cohen@demo.test');
    await page.goto('/settings');
    const yourData = page.getByRole('region', { name: 'Your Data' });
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Your password was entered incorrectly.').waitFor();
    await dialog.getByLabel('Password').fill('tandem-demo');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await yourData.getByText('Your account will be deleted').waitFor();

    const notice = await waitForMail('coach@demo.test', asked, { after: earlier.filter(asked).length });
    expect(notice.text).toContain('They can change their mind until then.');
    await waitForMail('david.cohen@demo.test', (mail) => mail.subject === 'Your account will be deleted');

    // Still there after a reload, and kept with one click.
    await page.reload();
    await page
      .getByRole('region', { name: 'Your Data' })
      .getByRole('button', { name: 'Keep my account' })
      .click();
    await page
      .getByRole('region', { name: 'Your Data' })
      .getByRole('button', { name: 'Delete my account' })
      .waitFor();
    await waitForMail('coach@demo.test', kept, { after: earlier.filter(kept).length });
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password and logs the user in', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Reset My Password' }).click();
    await page.waitForURL('**/reset-password');
    // The address changes a moment before the page does (the router renders the new page in a
    // transition), and the login page has an Email field too: a CI run under load typed into it.
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const isReset = (mail: CaughtMail) => /^Reset your .+ password$/.test(mail.subject);
    const earlier = (await mailsTo('omar.haddad@demo.test')).filter(isReset).length;
    await page.getByLabel('Email').fill('omar.haddad@demo.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we have sent it a link to reset the password/).waitFor();

    const mail = await waitForMail('omar.haddad@demo.test', isReset, { after: earlier });
    const link = linkIn(mail, '/reset-password/');
    await page.goto(link);
    await page.getByLabel('New Password').fill('brand-new-secret');
    await page.getByLabel('Confirm Password').fill('brand-new-secret-typo');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Confirmation does not match').waitFor();
    await page.getByLabel('Confirm Password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/goals');

    // The new password works, the old one does not, and the link is spent.
    const fresh = await browser.newPage();
    await login(fresh, 'omar.haddad@demo.test', 'tandem-demo');
    await fresh.getByText('Bad username or password').waitFor();
    await loginAsClient(fresh, 'omar.haddad@demo.test', 'brand-new-secret');
    await fresh.waitForURL('**/goals');
    const reused = await browser.newPage();
    await reused.goto(link);
    await reused.getByLabel('New Password').fill('another-secret-1');
    await reused.getByLabel('Confirm Password').fill('another-secret-1');
    await reused.getByRole('button', { name: 'Reset Password' }).click();
    await reused.getByText('This password reset link is invalid or has expired.').waitFor();
  });
});
