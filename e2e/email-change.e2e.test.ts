import { describe, expect, it } from 'vitest';
import type { CaughtMail } from './support/mail-catcher';
import { DEMO_PASSWORD, linkIn, login, mailsTo, useBrowser, waitForMail } from './support/browser';

const browser = useBrowser();
// A client no other journey signs in as: this one moves the account's address and puts it back.
const EMAIL = 'grace.kim@demo.test';
const NEW_EMAIL = 'grace.kim.new@example.test';

describe('changing the e-mail and undoing it from the mail', () => {
  it('asks for the password, mails the old address, and the undo link puts it back and logs out everywhere', async () => {
    const page = await browser.newPage();
    await login(page, EMAIL);
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/settings');
    const form = page.getByRole('region', { name: 'Change Email' });
    await form.getByLabel('New Email', { exact: true }).fill(NEW_EMAIL);
    await form.getByLabel('Confirm New Email').fill(NEW_EMAIL);
    await form.getByLabel('Current Password').fill('not my password');
    await form.getByRole('button', { name: 'Change Email' }).click();
    await form.getByText('Your current password was entered incorrectly.').waitFor();

    const isChanged = (mail: CaughtMail) =>
      /e-mail address of your .+ account was changed/.test(mail.subject);
    const earlier = (await mailsTo(EMAIL)).filter(isChanged).length;
    await form.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Change Email' }).click();
    await page.getByText('Saved').first().waitFor();

    // The old address hears of it, with a link that undoes it.
    const mail = await waitForMail(EMAIL, isChanged, { after: earlier });
    expect(mail.text).toContain(NEW_EMAIL);
    const undo = await browser.newPage();
    await undo.goto(linkIn(mail, '/undo-email-change/'));
    await undo.getByText('Your e-mail address has been changed back').waitFor();
    await undo.getByRole('link', { name: 'Log in' }).click();
    await undo.waitForURL((url) => url.pathname === '/login');

    // Every session was logged out: the settings page sends its user to log in again.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');

    // The old address logs in again; the link is spent.
    await login(undo, EMAIL);
    await undo.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/login');
    const again = await browser.newPage();
    await again.goto(linkIn(mail, '/undo-email-change/'));
    await again.getByText('This link is invalid, has expired or has already been used.').waitFor();
  });

  it('lists the sessions in Settings and logs out everywhere else', async () => {
    const elsewhere = await browser.newPage();
    await login(elsewhere, EMAIL);
    await elsewhere.waitForURL((url) => url.pathname !== '/');
    const here = await browser.newPage();
    await login(here, EMAIL);
    await here.waitForURL((url) => url.pathname !== '/');
    await here.goto('/settings');
    const security = here.getByRole('region', { name: 'Security' });
    await security.getByText('This device').waitFor();
    await security.getByRole('button', { name: 'Log out everywhere else' }).click();
    await security.getByRole('button', { name: 'Log out everywhere else' }).waitFor({ state: 'detached' });
    // The other browser's session no longer works: a page that needs one sends it to log in.
    await elsewhere.goto('/settings');
    await elsewhere.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
  });
});
