import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { linkIn, login, mailsTo, useBrowser, waitForMail } from './support/browser';

/*
 * Issue 17's journeys: a visitor takes the free assessment and shares the results with the demo
 * coach, who then finds them; the coach builds a custom assessment, sends it to a demo client,
 * who takes it on a phone, and the coach opens its break-down. Names carry the time, so a retry
 * never meets the first try's data.
 */

const browser = useBrowser();

/** Answers every question of the survey on the page with `value`, the way a person clicks. */
async function answerSurvey(page: Page, value: number) {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    await groups
      .nth(index)
      .getByRole('radio', { name: new RegExp(`^${value}`) })
      .check();
  }
  await page.getByText(`${count} of ${count} answered`).waitFor();
}

async function pick(page: Page | Locator, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('the free assessment', () => {
  it('a visitor takes it, sees the results, shares them with the demo coach, who then sees them', async () => {
    const visitor = await browser.newPage();
    const email = `visitor.${Date.now()}@example.com`;
    await visitor.goto('/free-assessment');
    await visitor.getByRole('heading', { name: 'Well-being Check' }).waitFor();
    await visitor.getByRole('checkbox', { name: 'I agree to the Terms of Service' }).check();
    await visitor.getByRole('button', { name: 'Start' }).click();
    await answerSurvey(visitor, 5);
    await visitor.getByRole('button', { name: 'Finish' }).click();
    const details = visitor.getByRole('dialog', { name: 'Where should we keep your results?' });
    await details.getByLabel('First name').fill('Vera');
    await details.getByLabel('Last name').fill('Visitor');
    await details.getByLabel('Email').fill(email);
    await details.getByRole('button', { name: 'See my results' }).click();
    await visitor.waitForURL(/\/assessments\/results\/[0-9a-f-]{36}$/);
    await visitor.getByRole('heading', { name: 'Your Well-being Check results' }).waitFor();
    const scores = visitor.getByRole('list', { name: 'Scores by attribute' });
    await expect.poll(() => scores.getByRole('listitem').count()).toBe(4);

    const shared = (mail: { subject: string }) =>
      mail.subject === 'Vera Visitor shared their Well-being Check results with you';
    const before = (await mailsTo('coach@demo.test')).filter(shared).length;
    await visitor.getByLabel('Search for your coach').fill('Jordan');
    await visitor.getByRole('button', { name: 'Share with Jordan Blake' }).click();
    await visitor.getByText('Your results were shared with Jordan Blake.').waitFor();
    await waitForMail('coach@demo.test', shared, { after: before });

    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL((url) => url.pathname !== '/');
    await coach.goto('/coach/assessments');
    await coach.getByLabel('Search results').fill(email);
    await coach
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: 'Vera Visitor' })
      .click();
    await coach.getByRole('heading', { name: 'Vera Visitor: Well-being Check' }).waitFor();
    await coach.getByRole('heading', { name: 'Full report' }).waitFor();
  });
});

describe('a custom assessment', () => {
  it('the coach builds and sends it, the client takes it on a phone, the coach opens its break-down', async () => {
    const name = `Team Energy ${Date.now()}`;
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL((url) => url.pathname !== '/');
    await coach.goto('/coach/assessment/creation');
    await coach.getByRole('textbox', { name: 'Name' }).fill(name);
    await coach.getByRole('textbox', { name: 'Description' }).fill('Energy and calm, for the team.');
    await pick(coach, 'Attributes', 'Energy (4 questions)');
    await pick(coach, 'Attributes', 'Calm (4 questions)');
    await coach.keyboard.press('Escape');
    await coach.getByRole('button', { name: 'Create Assessment' }).click();
    await coach.waitForURL('**/coach/assessment-library');
    await coach.getByRole('heading', { name }).waitFor();

    await coach.goto('/coach/assessment-distribute');
    await pick(coach, 'Assessment', name);
    await pick(coach, 'Clients', 'Mei Lin (mei.lin@demo.test)');
    await coach.keyboard.press('Escape');
    await coach.getByRole('button', { name: 'Send' }).click();
    await coach.getByText('Sent to 1 client: they get an e-mail and find it under Assessments.').waitFor();

    const client = await browser.newPage();
    await client.setViewportSize({ width: 390, height: 844 });
    await login(client, 'mei.lin@demo.test');
    await client.waitForURL((url) => url.pathname !== '/');
    // The client is told by e-mail, and its link opens what they have to take.
    const mail = await waitForMail('mei.lin@demo.test', (caught) =>
      caught.subject.endsWith(`sent you an assessment: ${name}`),
    );
    await client.goto(linkIn(mail, '/c/assessments'));
    await client.getByRole('link', { name: `Take ${name}` }).click();
    await client.getByRole('heading', { name }).waitFor();
    // The seven answers fit the phone: no sideways scrolling.
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await answerSurvey(client, 6);
    await client.getByRole('button', { name: 'Finish' }).click();
    await client.waitForURL(/\/c\/assessments\/[0-9a-f-]{36}$/);
    await client.getByRole('heading', { name, level: 1 }).waitFor();

    await coach.goto('/coach/assessments');
    await coach.getByLabel('Search results').fill(name);
    await coach.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Mei Lin' }).click();
    await coach.getByRole('heading', { name: `Mei Lin: ${name}` }).waitFor();
    const scores = coach.getByRole('list', { name: 'Scores by attribute' });
    await expect.poll(() => scores.getByRole('listitem').count()).toBe(2);
  });
});
