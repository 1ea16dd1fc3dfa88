import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSession, login, useBrowser } from './support/browser';

/*
 * The offline daily loop (issue 20, docs/decisions/023-offline-daily-loop.md): the demo client
 * loses the connection after opening the daily exercise and reflection pages once, completes an
 * exercise, writes a note on it and answers today's reflection, sees each "Saved on this
 * device"; back online, the queue sends them and the coach reads them on the client's page.
 */

const browser = useBrowser();
const NOTE_TITLE = 'Done on the train';
const NOTE_TEXT = 'No signal in the tunnel, breathed through it anyway.';
const REFLECTION = 'Wrote this offline on the way home; a steady day.';

interface ApiTask {
  id: number;
  completed_at: string | null;
  ignored: boolean;
  template: { short_description: string } | null;
}

/** Calls the API as `email`, as the app would. */
async function apiAs(email: string) {
  const baseUrl = browser.baseUrl();
  const { token } = await apiSession(email);
  return async <T>(method: string, path: string, body?: object): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

/** An open recommended exercise on the client's list today, asking for one more if none is left. */
async function anOpenExercise(
  api: Awaited<ReturnType<typeof apiAs>>,
): Promise<{ id: number; title: string }> {
  const open = (tasks: ApiTask[]) =>
    tasks.find((task) => task.template && task.completed_at === null && !task.ignored);
  const today = await api<{ results: ApiTask[] }>('GET', 'clients/tasks/?due=true&limit=100');
  let task = open(today.body.results);
  if (!task) {
    const more = await api<ApiTask>('POST', 'clients/tasks/', {});
    expect(more.status).toBe(201);
    task = more.body;
  }
  return { id: task.id, title: task.template!.short_description };
}

/** Rates every statement 5, fills every KPI and the open question, and saves. */
async function answerReflection(page: Page) {
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByRole('radio', { name: '5' }).check();
  // A KPI takes a decimal as typed (issue 45).
  for (const kpi of await page.locator('form input[inputmode="decimal"]').all()) await kpi.fill('6,5');
  await page.locator('form textarea').first().fill(REFLECTION);
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('the daily loop offline, end to end', () => {
  it('completes an exercise, writes a note and reflects offline; it syncs online and the coach sees it', async () => {
    const clientApi = await apiAs('client@demo.test');
    const { id: taskId, title: exercise } = await anOpenExercise(clientApi);
    // Today's reflection exists before the connection goes (the page would create it too).
    const opened = await clientApi<{ token: string }>('POST', 'clients/surveys/', { daily_survey: true });
    expect([200, 201]).toContain(opened.status);

    // One online visit of each page: the app keeps what they show.
    const page = await browser.newPage();
    await login(page, 'client@demo.test');
    await page.waitForURL('**/daily-exercise');
    const card = page.getByRole('article', { name: exercise });
    await card.waitFor();
    await page.getByRole('link', { name: 'Daily Reflection' }).first().click();
    await page.waitForURL('**/daily-reflection');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('link', { name: 'Daily Exercises' }).first().click();
    await page.waitForURL('**/daily-exercise');
    await card.waitFor();

    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'Complete' }).click();
    await card.getByText('Completed').waitFor();
    await card.getByText('Saved on this device').waitFor();
    await card.getByRole('button', { name: 'Note' }).click();
    await card.getByLabel('Title').fill(NOTE_TITLE);
    await card.getByLabel('Text').fill(NOTE_TEXT);
    await card.getByRole('button', { name: 'Add Note' }).click();
    await card.getByRole('region', { name: NOTE_TITLE }).getByText('Saved on this device').waitFor();

    await page.getByRole('link', { name: 'Daily Reflection' }).first().click();
    await page.waitForURL('**/daily-reflection');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await answerReflection(page);
    await page.getByText('Your answers will be sent when you are back online.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/daily-reflection');

    // Back online: the queue sends what waited, in order, and the marks go.
    await page.context().setOffline(false);
    await page
      .getByText('Your answers will be sent when you are back online.')
      .waitFor({ state: 'detached', timeout: 40_000 });
    await page.getByRole('link', { name: 'Daily Exercises' }).first().click();
    await card.getByText('Completed').waitFor();
    await expect.poll(() => card.getByText('Saved on this device').count(), { timeout: 40_000 }).toBe(0);

    // Each write went once: one note, one completed task of that exercise.
    const notes = await clientApi<{ results: { title: string }[] }>('GET', `clients/notes/?task=${taskId}`);
    expect(notes.body.results.filter((note) => note.title === NOTE_TITLE)).toHaveLength(1);
    const today = await clientApi<{ results: ApiTask[] }>('GET', 'clients/tasks/?due=true&limit=100');
    const done = today.body.results.filter((task) => task.template?.short_description === exercise);
    expect(done.map((task) => task.completed_at !== null)).toEqual([true]);

    // The coach reads them on the client's page.
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');
    await coach.getByLabel('Search clients').fill('Casey');
    await coach.getByRole('link', { name: 'Edit Casey Morgan' }).click();
    await coach.waitForURL(/\/client-detail\/\d+\/settings/);
    await coach.getByRole('tab', { name: 'Habits' }).click();
    const history = coach.getByRole('region', { name: 'Exercise History' });
    await history.getByText(NOTE_TEXT).waitFor();
    await history.getByText(exercise).first().waitFor();
    await coach.getByRole('tab', { name: 'Reflections' }).click();
    await coach.getByRole('list', { name: 'Reflections' }).getByText(REFLECTION).waitFor();
  });
});
