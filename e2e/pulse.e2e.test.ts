import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkIn, login, useBrowser, waitForMail } from './support/browser';

const browser = useBrowser();

/** Opens a Mantine select by its label (inside `scope`) and picks the option with this text. */
async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const CALM = 'I felt calm for most of my evening.';
const SLEEP = 'I am looking forward to my sleep tonight.';
const REFLECTION = 'Quiet evening, read by the window and went to bed early.';

describe('pulse surveys and daily reflections, end to end', () => {
  it('a coach writes and previews a survey, assigns it, the client reflects and sees the graph, the coach reads it', async () => {
    // The coach writes a survey with a graph and two statements.
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');
    await coach.goto('/pulse-surveys-new');
    await coach.getByLabel('Name').fill('Evening Check');
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.waitForURL(/\/pulse-surveys\/\d+$/);
    const surveyUrl = coach.url();

    await coach.getByRole('button', { name: 'Add Graph' }).click();
    const graphDialog = coach.getByRole('dialog');
    await graphDialog.getByLabel('Name').fill('Calm');
    await graphDialog.getByRole('button', { name: 'Save' }).click();
    await coach.getByRole('list', { name: 'Graphs' }).getByRole('listitem', { name: 'Calm' }).waitFor();

    for (const [statement, always] of [
      [CALM, true],
      [SLEEP, false],
    ] as const) {
      await coach.getByRole('button', { name: 'Add Question' }).click();
      const dialog = coach.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Statement' }).fill(statement);
      if (always) await dialog.getByRole('switch', { name: /Always asked/ }).check();
      await choose(coach, 'Dimension', 'Calm', dialog);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await coach.getByRole('list', { name: 'Questions' }).getByText(statement).waitFor();
    }

    // The preview shows what a client will see, with a Back button.
    await coach.getByRole('link', { name: 'Preview' }).click();
    await coach.waitForURL(/\/preview$/);
    await coach.getByText(CALM).waitFor();
    await coach.getByText(SLEEP).waitFor();
    await coach.getByText('Strongly Agree').first().waitFor();
    await coach.getByRole('button', { name: 'Back' }).click();
    await coach.waitForURL(surveyUrl);

    // The coach invites a client with the survey assigned.
    await coach.goto('/client-onboarding');
    await coach.getByLabel('First name of client 1').fill('Rhea');
    await coach.getByLabel('Last name of client 1').fill('Lund');
    await coach.getByLabel('Email of client 1').fill('rhea.lund@example.test');
    // A program that assigns every area, so the sign-up has no areas step.
    await choose(coach, 'Habit Program', 'Brightpath Core Habits');
    await choose(coach, 'Pulse Survey', 'Evening Check');
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.getByText('Invitations sent!').waitFor();

    const client = await browser.newPage();
    await client.goto(
      linkIn(
        await waitForMail('rhea.lund@example.test', (mail) => mail.text.includes('/invitation/')),
        '/invitation/',
      ),
    );
    await client.getByLabel('Email Confirmation').fill('rhea.lund@example.test');
    await client.getByLabel('Password', { exact: true }).fill('rhea-secret-123');
    await client.getByLabel('Password Confirmation').fill('rhea-secret-123');
    await client.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByText('How would you like to be rewarded?').waitFor();
    await client.getByRole('button', { name: 'Sign Up' }).click();
    await client.waitForURL('**/daily-exercise');

    // The survey's page lists her among its clients.
    await coach.goto(surveyUrl);
    await coach.getByRole('list', { name: 'Assigned clients' }).getByText('Rhea Lund').waitFor();

    // She reflects: a blank statement is refused, then everything is saved and she lands on /progress.
    await client.getByRole('link', { name: 'Daily Reflection' }).click();
    await client.waitForURL('**/daily-reflection');
    await client.getByRole('radiogroup', { name: CALM }).getByRole('radio', { name: '6' }).check();
    await client.getByRole('button', { name: 'Save' }).click();
    await client.getByText('Make sure everything is filled out').waitFor();
    await client.getByRole('radiogroup', { name: SLEEP }).getByRole('radio', { name: '5' }).check();
    await client.getByLabel('What is on your mind today?').fill(REFLECTION);
    await client.getByRole('button', { name: 'Save' }).click();
    await client.waitForURL('**/progress');
    const graph = client.getByRole('group', { name: 'Calm' });
    await graph.waitFor();
    // Answers 6 and 5 average 5.5 on the 1-7 scale: 75 of 100, which reads Good.
    await graph.getByText('Good').waitFor();

    // The coach reads the reflection in her reflections tab.
    await coach.goto('/dashboard');
    await coach.getByLabel('Search clients').fill('Rhea');
    await coach.getByRole('link', { name: 'Edit Rhea Lund' }).click();
    await coach.waitForURL(/\/client-detail\/\d+\/settings(\?edit=profile)?$/);
    await coach.getByRole('tab', { name: 'Reflections' }).click();
    await coach.getByRole('list', { name: 'Reflections' }).getByText(REFLECTION).waitFor();
  });
});
