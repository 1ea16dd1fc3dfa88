import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkIn, login, useBrowser, waitForMail } from './support/browser';

const browser = useBrowser();

/** Opens a Mantine select by its label and picks the option with this text. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function loginAsCoach(page: Page) {
  await login(page, 'coach@demo.test');
  await page.waitForURL('**/dashboard');
}

describe('inviting a client', () => {
  it('sends a real invitation that the invitee follows to sign up and land on their home page', async () => {
    const coach = await browser.newPage();
    await loginAsCoach(coach);
    await coach.goto('/client-onboarding');
    await coach.getByLabel('First name of client 1').fill('Robin');
    await coach.getByLabel('Last name of client 1').fill('Lake');
    await coach.getByLabel('Email of client 1').fill('robin.lake@example.test');
    await choose(coach, 'Habit Program', 'Foundations of Wellbeing');
    // Choosing the program brings its own pulse survey along.
    await expect(coach.getByRole('textbox', { name: 'Pulse Survey' }).inputValue()).resolves.toBe(
      'Daily Check-in',
    );
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.getByText('Invitations sent!').waitFor();
    await coach.getByText('robin.lake@example.test').first().waitFor();

    const mail = await waitForMail('robin.lake@example.test');
    expect(mail.subject).toMatch(/invit/i);
    expect(mail.text).toContain('Jordan Blake');
    const link = linkIn(mail, '/invitation/');

    // The invitee, in a browser of their own.
    const invitee = await browser.newPage();
    await invitee.goto(link);
    await expect(invitee.getByLabel('First Name').inputValue()).resolves.toBe('Robin');
    await expect(invitee.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
      'robin.lake@example.test',
    );
    await invitee.getByLabel('Email Confirmation').fill('robin.lake@example.test');
    await invitee.getByLabel('Password', { exact: true }).fill('a-long-secret');
    await invitee.getByLabel('Password Confirmation').fill('a-different-secret');
    await invitee.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.getByText('Password confirmation does not match').waitFor();
    await invitee.getByLabel('Password Confirmation').fill('a-long-secret');
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.getByText('Which days are your work week?').waitFor();
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.getByText('How would you like to be rewarded?').waitFor();
    // Foundations of Wellbeing lets each client pick three of its five areas of focus.
    await invitee.getByRole('button', { name: 'Continue' }).click();
    for (const area of ['Sleep & Energy', 'Movement', 'Mindfulness']) {
      await invitee.getByRole('checkbox', { name: area }).check();
    }
    await invitee.getByRole('button', { name: 'Sign Up' }).click();
    await invitee.waitForURL('**/daily-exercise');

    // The link is single-use.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByText('This invitation is no longer active.').waitFor();

    // The new client is now on the coach's dashboard.
    await coach.goto('/dashboard');
    await coach.getByLabel('Search clients').fill('Robin');
    await coach.getByRole('article', { name: 'Robin Lake' }).waitFor();
  });
});

describe('managing clients', () => {
  it('deactivates a client, who then cannot log in, and reactivates them', async () => {
    const coach = await browser.newPage();
    await loginAsCoach(coach);
    await coach.getByLabel('Search clients').fill('Elena');
    await coach.getByRole('link', { name: 'Edit Elena Rossi' }).click();
    await coach.waitForURL(/\/client-detail\/\d+\/settings(\?edit=profile)?$/);
    const settingsPath = new URL(coach.url()).pathname;

    await coach.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = coach.getByRole('dialog');
    await dialog.getByLabel('Confirmation').fill('DEACTIVAT');
    await dialog.getByText('Must match DEACTIVATE').waitFor();
    expect(await dialog.getByRole('button', { name: 'Deactivate' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Confirmation').fill('DEACTIVATE');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await coach.waitForURL('**/dashboard');
    await coach.getByLabel('Search clients').fill('Elena');
    await coach.getByText('No clients matching the search').waitFor();

    const elena = await browser.newPage();
    await login(elena, 'elena.rossi@demo.test');
    await elena
      .getByText('This account has been deactivated. Please contact your admin to re-activate.')
      .waitFor();

    await coach.goto(settingsPath);
    await coach.getByRole('button', { name: 'Activate' }).click();
    await coach.getByText('This user has been turned back on.').waitFor();

    await login(elena, 'elena.rossi@demo.test');
    await elena.waitForURL('**/daily-exercise');
  });

  it('groups clients into a cohort and refuses the same client twice', async () => {
    const coach = await browser.newPage();
    await loginAsCoach(coach);
    await coach.goto('/cohorts/new');
    await coach.getByLabel('Name').fill('Tuesday Mentoring');
    await coach.getByRole('button', { name: 'Create' }).click();
    await coach.waitForURL(/\/cohorts\/edit\/\d+$/);

    await coach.getByRole('textbox', { name: 'Add Client' }).fill('Priya');
    await coach.getByRole('option', { name: /Priya Patel/ }).click();
    await coach.getByRole('button', { name: 'Add', exact: true }).click();
    await coach.getByText('Saved').first().waitFor();

    await coach.getByRole('textbox', { name: 'Add Client' }).fill('Priya');
    await coach.getByRole('option', { name: /Priya Patel/ }).click();
    await coach.getByRole('button', { name: 'Add', exact: true }).click();
    await coach.getByText("Unable to add Priya Patel because they're already part of this cohort").waitFor();

    await coach.goto('/cohorts');
    await coach.getByText('Tuesday Mentoring').waitFor();
  });
});

describe('the dashboard', () => {
  // Issue 22: a card was 286 px tall before its charts loaded and 462 px after, so a coach saw
  // two clients a screen. Measured with every block drawn, on a desktop and on a phone.
  const CARD_HEIGHT_BUDGET_PX = 340;

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`keeps a client card with all its charts under ${CARD_HEIGHT_BUDGET_PX} px on a ${viewport.name}`, async () => {
      const coach = await browser.newPage();
      await coach.setViewportSize(viewport);
      await loginAsCoach(coach);
      const cards = coach.getByRole('article');
      await cards.first().waitFor();
      // Each card asks for its charts once on screen: bring every card into view once.
      for (let index = 0; index < (await cards.count()); index += 1)
        await cards.nth(index).scrollIntoViewIfNeeded();
      await coach.waitForLoadState('networkidle');
      await expect.poll(() => coach.getByLabel(/^Loading /).count()).toBe(0);

      // The cards whose area doughnuts and reflection bars are both drawn: the tallest kind.
      const heights = await cards.evaluateAll((articles) =>
        articles
          .filter(
            (article) =>
              article.querySelector('[aria-label="Progress by area"] [role="group"]') &&
              article.querySelector('[aria-label="Reflections"] .recharts-wrapper'),
          )
          .map((article) => Math.round(article.getBoundingClientRect().height)),
      );
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.max(...heights)).toBeLessThanOrEqual(CARD_HEIGHT_BUDGET_PX);
    });
  }
});
