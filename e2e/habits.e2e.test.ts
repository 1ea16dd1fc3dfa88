import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSession, linkIn, login, useBrowser, waitForMail } from './support/browser';

const browser = useBrowser();

/** Opens a Mantine select by its label and picks the option with this text. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * A time zone whose wall clock is now between 06:30 and 23:00, so a client there with the
 * default exercise time (06:00) is due today whatever hour the test runs at.
 */
function zoneWithDaytime(now = new Date()): string {
  const zones = [
    'UTC',
    'Asia/Tokyo',
    'America/New_York',
    'Pacific/Kiritimati',
    'Asia/Kolkata',
    'America/Los_Angeles',
  ];
  const found = zones.find((zone) => {
    const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(now)
      .split(':')
      .map(Number);
    const minute = hours! * 60 + minutes!;
    return minute >= 6 * 60 + 30 && minute < 23 * 60;
  });
  if (!found) throw new Error('no zone in daytime');
  return found;
}

/** Runs the minute generation job now, as staff do from the API. */
async function triggerGeneration(baseUrl: string) {
  const { token } = await apiSession('admin@demo.test');
  const run = await fetch(`${baseUrl}/api/dev/generate-exercises/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
  });
  expect(run.status).toBe(200);
}

describe('the habit engine, end to end', () => {
  it('a coach builds a program, its client gets the exercise, notes and completes it, and the coach sees it', async () => {
    // The coach builds a program with an area of focus and an exercise.
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');
    await coach.goto('/habit-programs/new');
    await coach.getByLabel('Name').fill('Evening Reset');
    await coach.getByRole('button', { name: 'Create' }).click();
    await coach.waitForURL(/\/habit-programs\/\d+$/);

    await coach.getByRole('button', { name: 'Add Exercise' }).click();
    await coach.getByText('Please create an Area of Focus before continuing').waitFor();

    await coach.getByRole('button', { name: 'Add Area of Focus' }).click();
    const areaDialog = coach.getByRole('dialog');
    await areaDialog.getByLabel('Name').fill('Rest');
    await areaDialog.getByRole('radio', { name: 'Teal' }).click();
    await areaDialog.getByRole('button', { name: 'Save' }).click();
    await coach.getByRole('listitem', { name: 'Rest' }).waitFor();

    await coach.getByRole('button', { name: 'Add Exercise' }).click();
    const exerciseDialog = coach.getByRole('dialog');
    await exerciseDialog.getByLabel('Title').fill('Screen-free last hour');
    await exerciseDialog.getByLabel('Description').fill('Spend the hour before bed away from screens.');
    await exerciseDialog
      .getByLabel('How')
      .fill('Put your phone on its charger in another room an hour before bed.');
    await exerciseDialog.getByLabel('Why').fill('Evenings without screens make falling asleep easier.');
    await exerciseDialog.getByLabel('Buffer').fill('0');
    await exerciseDialog.getByLabel('Available For').fill('1');
    await exerciseDialog.getByRole('button', { name: 'Save' }).click();
    await coach.getByText('Saved').first().waitFor();
    await coach.keyboard.press('Escape');
    await coach.getByRole('list', { name: 'Exercises' }).getByText('Screen-free last hour').waitFor();

    // The coach invites a client onto it.
    await coach.goto('/client-onboarding');
    await coach.getByLabel('First name of client 1').fill('Nora');
    await coach.getByLabel('Last name of client 1').fill('Quist');
    await coach.getByLabel('Email of client 1').fill('nora.quist@example.test');
    await choose(coach, 'Habit Program', 'Evening Reset');
    // A new program starts with survey 1, the platform's default one, and choosing it brings it along.
    await expect(coach.getByRole('textbox', { name: 'Pulse Survey' }).inputValue()).resolves.toBe(
      'Daily Reflection',
    );
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.getByText('Invitations sent!').waitFor();

    // The client signs up in a zone where their exercise time has passed, working every day.
    const link = linkIn(
      await waitForMail('nora.quist@example.test', (mail) => mail.text.includes('/invitation/')),
      '/invitation/',
    );
    const client = await browser.newPage();
    await client.goto(link);
    await client.getByLabel('Email Confirmation').fill('nora.quist@example.test');
    await client.getByLabel('Password', { exact: true }).fill('nora-secret-123');
    await client.getByLabel('Password Confirmation').fill('nora-secret-123');
    await choose(client, 'Time Zone', new RegExp(`^${zoneWithDaytime()}$`));
    await client.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await client.getByRole('button', { name: 'Continue' }).click();
    // Chips: the label is what a person clicks.
    for (const day of ['Saturday', 'Sunday']) await client.getByText(day, { exact: true }).click();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByText('How would you like to be rewarded?').waitFor();
    await client.getByRole('button', { name: 'Sign Up' }).click();
    await client.waitForURL('**/daily-exercise');

    // Generation runs (the test triggers it rather than waiting for the minute schedule).
    await triggerGeneration(browser.baseUrl());
    await client.reload();
    const card = client.getByRole('article', { name: 'Screen-free last hour' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByText('Put your phone on its charger in another room an hour before bed.').waitFor();
    await card.getByRole('button', { name: 'Note' }).click();
    await card.getByLabel('Title').fill('First try');
    await card.getByLabel('Text').fill('Read a novel instead; asleep by eleven.');
    await card.getByRole('button', { name: 'Add Note' }).click();
    await card.getByRole('region', { name: 'First try' }).waitFor();
    await card.getByRole('button', { name: 'Complete' }).click();
    await card.getByText('Completed').waitFor();
    await client.getByText("Looks like you've completed all your Habits for the day!").waitFor();

    // The coach finds it in the client's exercise history, with the note.
    await coach.goto('/dashboard');
    await coach.getByLabel('Search clients').fill('Nora');
    await coach.getByRole('link', { name: 'Edit Nora Quist' }).click();
    await coach.waitForURL(/\/client-detail\/\d+\/settings(\?edit=profile)?$/);
    await coach.getByRole('tab', { name: 'Habits' }).click();
    const history = coach.getByRole('region', { name: 'Exercise History' });
    await history.getByText('Screen-free last hour').waitFor();
    await history
      .getByText(/Completed/)
      .first()
      .waitFor();
    await history.getByText('Read a novel instead; asleep by eleven.').waitFor();
  });
});
