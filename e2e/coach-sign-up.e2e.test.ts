import { describe, expect, it } from 'vitest';
import { seriousFindings } from './support/accessibility';
import { useBrowser } from './support/browser';
import { brandAndFinishOnboarding, letters } from './support/coach-onboarding';

const browser = useBrowser();

describe('coach sign-up', () => {
  it('a new coach signs up free, finishes /new-user with a sub-domain, that sub-domain wears the new branding, and the coach buys Professional from the upgrade modal', async () => {
    const email = `new-coach-${letters(6)}@example.test`;
    const subDomain = `sunrise-${letters(8)}`;
    const page = await browser.newPage();
    await page.goto('/coach-sign-up/free');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Vale');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel(/^Password/).fill('a-long-secret');
    await page.getByLabel('Confirm Password').fill('a-long-secret');
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // Signed in, so the wizard starts at the company step.
    await page.waitForURL('**/new-user/free');
    await page.getByLabel('Company name').fill('Sunrise Coaching');
    // The keystroke filter drops what a sub-domain cannot hold (spaces, 0, underscores).
    await page.getByLabel('Sub domain').pressSequentially(`${subDomain} 0_`);
    await expect.poll(() => page.getByLabel('Sub domain').inputValue()).toBe(subDomain);
    await brandAndFinishOnboarding(page, '#7a1f5c');
    await page.getByText(`Your company is ready at ${subDomain}.`).waitFor();
    // Onboarding done, the first-run tour starts; this journey skips it.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok()),
      page.getByRole('button', { name: 'Skip tour' }).click(),
    ]);

    // The free plan opens the assessment tools; anything else asks to upgrade.
    await page.goto('/coach/assessment-library');
    await page.getByRole('heading', { name: 'Assessment Library' }).waitFor();
    await page.goto('/habit-programs');
    await page.getByText("It doesn't look like you have access to this feature.", { exact: false }).waitFor();

    // From the upgrade modal to the plans, on a phone: the coach buys Professional with the test
    // card, and the tool the modal refused opens.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'See plans' }).click();
    await page.waitForURL('**/settings#plan');
    const plans = page.getByRole('region', { name: 'Plan' });
    await plans.getByText('You are on the Free plan.').waitFor();
    await plans.getByRole('button', { name: 'Choose Professional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Professional' });
    await dialog.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await dialog.getByLabel(/^Expiry/).fill('12/39');
    await dialog.getByLabel(/^CVC/).fill('123');
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Pay $29.00 a month' }).click();
    await plans.getByText('You are on the Professional plan.').waitFor();
    await plans.getByText('Your plan').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto('/habit-programs');
    await page.getByRole('heading', { level: 1, name: 'Habit Programs' }).waitFor();

    // Every page served on the new sub-domain wears its branding.
    const base = new URL(browser.baseUrl());
    const visitor = await browser.newPage();
    await visitor.goto(`${base.protocol}//${subDomain}.localhost:${base.port}/`);
    const banner = visitor.getByRole('banner');
    await expect
      .poll(() => banner.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(122, 31, 92)');
    const logo = banner.locator('img[src^="/media/branding/"]');
    await logo.waitFor();
    expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
  });
});
