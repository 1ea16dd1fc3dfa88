import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, mailsTo, useBrowser, waitForMail } from './support/browser';

/*
 * Issue 19's raffle journey: a demo client completes an exercise (a habit of their own, due
 * today whatever the day), picks a gift, sees the points and then the task reward, and the
 * campaign's total grew by exactly those points.
 */

const browser = useBrowser();

async function campaignTotal(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string };
    const response = await fetch('/api/clients/raffles/total_points/', {
      headers: { Authorization: `Token ${session.token}` },
    });
    return ((await response.json()) as { total: number }).total;
  });
}

describe('the raffle', () => {
  it('a client completes an exercise, opens a gift, and the campaign grows by its points', async () => {
    const page = await browser.newPage();
    await login(page, 'priya.patel@demo.test');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/daily-exercise');
    const name = `Stretch break ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Habit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Habit' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: 'Violet' }).check();
    // Every day, so today has it whatever today is.
    const days = dialog.getByRole('group', { name: 'Days' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      await days.getByText(day, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const before = await campaignTotal(page);
    await page.getByRole('article', { name }).getByRole('button', { name: 'Complete' }).click();
    const gifts = page.getByRole('dialog', { name: 'You earned a raffle ticket!' });
    await gifts.getByRole('button', { name: 'Gift 2' }).click();
    const revealed = page.getByRole('dialog', { name: 'Your gift' });
    const points = Number((await revealed.getByRole('status').textContent())!.replace(/[^0-9]/g, ''));
    expect(points).toBeGreaterThan(0);
    await revealed
      .getByText(`${points.toLocaleString('en-US')} points`, { exact: true })
      .first()
      .waitFor();
    await revealed.getByRole('button', { name: 'Finish' }).click();
    const reward = page.getByRole('dialog', { name: 'Well done!' });
    await reward.waitFor();
    // The dialog's own Close button, under the reward (the corner's × is named Close too).
    await reward.getByRole('button', { name: 'Close' }).last().click();
    expect(await campaignTotal(page)).toBe(before + points);
  });
});

describe('a campaign page', () => {
  it('a visitor requests an invitation; the owner is told, invites them, and the invitation goes out', async () => {
    const page = await browser.newPage();
    const name = `Ines${Date.now()}`;
    const subject = `${name} Visitor asked to join Trees for Tomorrow`;
    const before = (await mailsTo('owner@demo.test')).filter((mail) => mail.subject === subject).length;
    await page.goto('/create-the-change/3/trees-for-tomorrow');
    await page.getByRole('heading', { name: 'Trees for Tomorrow' }).waitFor();
    await page.getByRole('button', { name: 'Join the campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Trees for Tomorrow' });
    await dialog.getByLabel('First name').fill(name);
    await dialog.getByLabel('Last name').fill('Visitor');
    const email = `${name.toLowerCase()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Tell us a little about yourself').fill('A friend told me about it.');
    await dialog.getByRole('button', { name: 'Request an invitation' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await waitForMail('owner@demo.test', (mail) => mail.subject === subject, { after: before });

    // The owner answers it from Client Onboarding with the normal invitation.
    const owner = await browser.newPage();
    await login(owner, 'owner@demo.test');
    await owner.waitForURL((url) => url.pathname !== '/');
    await owner.goto('/client-onboarding');
    await owner.getByRole('button', { name: `Invite ${name} Visitor` }).click();
    await expect(owner.getByLabel('Email of client 1').inputValue()).resolves.toBe(email);
    // Whatever program and survey the owner has first: the request only decides who is invited.
    await owner.getByRole('textbox', { name: 'Habit Program' }).click();
    await owner.getByRole('option').first().click();
    if (!(await owner.getByRole('textbox', { name: 'Pulse Survey' }).inputValue())) {
      await owner.getByRole('textbox', { name: 'Pulse Survey' }).click();
      await owner.getByRole('option').first().click();
    }
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Invitations sent!').waitFor();
    const invitation = await waitForMail(email, (mail) => /invit/i.test(mail.subject));
    expect(invitation.text).toContain('/invitation/');
  });
});
