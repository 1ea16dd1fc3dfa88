import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousFindings } from './support/accessibility';
import { linkIn, useBrowser, waitForMail } from './support/browser';
import { brandAndFinishOnboarding, letters } from './support/coach-onboarding';

const browser = useBrowser();

/** The demo company: its address is this server's bare host, so its brand is the one that could leak. */
const OTHER_BRAND = 'Brightpath Coaching';

/** What a page shows of a brand: the header's name (the logo's or its text), the tab and the app. */
async function brandOf(page: Page) {
  const header = page.getByRole('banner');
  const logo = header.locator('img').first();
  return {
    header: (await logo.count())
      ? await logo.getAttribute('alt')
      : (await header.locator('a').first().innerText()).trim(),
    title: await page.title(),
    manifest: await page.locator('link[rel="manifest"]').getAttribute('href'),
    leaks: (await page.locator('body').innerText()).includes(OTHER_BRAND),
  };
}

describe('white-label', () => {
  it("a new company's coach and its client, on a phone, see only that company's brand at every step", async () => {
    const email = `okafor-${letters(6)}@example.test`;
    const subDomain = `okafor-${letters(8)}`;
    const company = `Okafor Coaching ${letters(4)}`;

    // A coach signs up on the Professional package, on the server's bare address.
    const coach = await browser.newPage();
    await coach.goto('/coach-sign-up/professional');
    await coach.getByLabel('First name').fill('Ada');
    await coach.getByLabel('Last name').fill('Okafor');
    await coach.getByLabel(/^Email/).fill(email);
    await coach.getByLabel('Confirm Email').fill(email);
    await coach.getByLabel(/^Password/).fill('a-long-secret');
    await coach.getByLabel('Confirm Password').fill('a-long-secret');
    await coach.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await coach.getByLabel(/^Expiry/).fill('12/39');
    await coach.getByLabel(/^CVC/).fill('123');
    await coach.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await coach.getByRole('button', { name: /Sign Up|Pay/ }).click();

    // Signed in, the coach's company is theirs from the start (named after them until they name
    // it): never the address's company.
    await coach.waitForURL(/\/new-user\/professional/);
    await coach.getByLabel('Company name').waitFor();
    await expect.poll(async () => (await brandOf(coach)).header).toBe('Ada Okafor');
    expect((await brandOf(coach)).leaks).toBe(false);

    await coach.getByLabel('Company name').fill(company);
    await coach.getByLabel('Sub domain').fill(subDomain);
    await brandAndFinishOnboarding(coach, '#004d40');
    await coach.getByRole('button', { name: 'Skip tour' }).click();

    // The coach now works in their company's brand, on the same bare address.
    await expect.poll(async () => (await brandOf(coach)).header).toBe(company);
    expect(await brandOf(coach)).toEqual({
      header: company,
      title: `Dashboard · ${company}`,
      manifest: `/manifest.webmanifest?sub_domain=${subDomain}`,
      leaks: false,
    });
    const manifest = (await (
      await fetch(`${browser.baseUrl()}/manifest.webmanifest?sub_domain=${subDomain}`)
    ).json()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: company, theme_color: '#004d40' });
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`/brand-icons/${subDomain}/`), icon.src).toBe(true);
      const drawn = await fetch(`${browser.baseUrl()}${icon.src}`);
      expect(drawn.headers.get('content-type'), icon.src).toBe('image/png');
    }

    // The coach invites a client who will keep goals.
    const clientEmail = `client-${letters(6)}@example.test`;
    await coach.goto('/client-onboarding');
    await coach.getByLabel('First name of client 1').fill('Kemi');
    await coach.getByLabel('Last name of client 1').fill('Adeyemi');
    await coach.getByLabel('Email of client 1').fill(clientEmail);
    for (const feature of ['Daily Exercises', 'Daily Reflection'])
      await coach.getByRole('switch', { name: feature }).uncheck();
    await coach.getByRole('textbox', { name: 'Home Page' }).click();
    await coach.getByRole('option', { name: 'Goals' }).click();
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.getByText('Invitations sent!').waitFor();

    // The mail is the company's: its name, its colour, and no other company's.
    const mail = await waitForMail(clientEmail, (caught) => caught.text.includes('/invitation/'));
    expect(mail.text).toContain(company);
    expect(mail.text).not.toContain(OTHER_BRAND);
    const link = linkIn(mail, '/invitation/');

    // The client follows it on a phone: the sign-up wears the company's brand whatever the address.
    const client = await browser.newPage();
    await client.setViewportSize({ width: 390, height: 844 });
    await client.goto(link);
    await client.getByLabel('Email Confirmation').waitFor();
    await expect.poll(async () => (await brandOf(client)).header).toBe(company);
    expect((await brandOf(client)).leaks).toBe(false);
    expect(await seriousFindings(client)).toEqual([]);
    await client.getByLabel('Email Confirmation').fill(clientEmail);
    await client.getByLabel('Password', { exact: true }).fill('kemi-secret-123');
    await client.getByLabel('Password Confirmation').fill('kemi-secret-123');
    await client.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByText('Which days are your work week?').waitFor();
    expect((await brandOf(client)).header).toBe(company);
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByText('How would you like to be rewarded?').waitFor();
    await client.getByRole('button', { name: 'Sign Up' }).click();
    await client.waitForURL('**/goals');

    // Signed in, the client's app is the company's: header, tab, and the app they would install.
    await expect
      .poll(async () => (await brandOf(client)).manifest)
      .toBe(`/manifest.webmanifest?sub_domain=${subDomain}`);
    expect(await brandOf(client)).toMatchObject({ header: company, leaks: false });
    expect((await brandOf(client)).title).toContain(company);
    expect(await seriousFindings(client)).toEqual([]);

    // The avatar opens the account's menu, with the way out.
    await client.getByRole('button', { name: /account menu of Kemi Adeyemi/ }).click();
    await client.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await client.getByRole('menuitem', { name: 'Log Out' }).click();
    await client.getByLabel('Email').waitFor();
  });
});
