import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();

/** Opens a Mantine select by its label (inside `scope`) and picks the option with this text. */
async function choose(page: Page, label: string, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A short silent mono WAV, the kind of file an audio lesson takes. */
function silentWav(seconds = 1, rate = 8000): Buffer {
  const data = Buffer.alloc(seconds * rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe('courses, end to end', () => {
  it('a coach builds and publishes a course for one client, who completes it and lands on /courses at 100%', async () => {
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');

    // A restricted, published course.
    await coach.goto('/courses/new');
    await coach.getByLabel('Title').fill('Sleep Better');
    await coach.getByLabel('Description').fill('Two short lessons on winding down.');
    await coach.getByRole('switch', { name: /Published/ }).check();
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.waitForURL(/\/coach-courses\/\d+$/);
    const courseUrl = coach.url();

    // Only Priya may take it.
    await choose(coach, 'Give access to', /Priya Patel/);
    await coach.getByRole('button', { name: 'Give Access' }).click();
    await coach.getByRole('list', { name: 'Clients with access' }).getByText('Priya Patel').waitFor();

    // A module with an uploaded audio lesson and a YouTube lesson.
    await coach.getByRole('link', { name: 'Add Module' }).click();
    await coach.waitForURL(/\/modules\/new$/);
    // The address changes before the new page has replaced the course's, which has a Title, a
    // Description, a Published switch and a Save button of its own (its settings): on a loaded
    // machine the journey filled and saved the course instead, and waited for a module in vain.
    await coach.getByRole('heading', { name: 'New Module', level: 1 }).waitFor();
    await coach.getByLabel('Title').fill('Week one');
    await coach.getByLabel('Description').fill('Start tonight.');
    await coach.getByRole('switch', { name: /Published/ }).check();
    await coach.getByRole('button', { name: 'Save' }).click();
    await coach.waitForURL(/\/courses\/modules\/\d+$/);

    await coach.getByRole('button', { name: 'Add Lesson' }).click();
    let dialog = coach.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Wind-down sounds');
    await choose(coach, 'Type', 'Audio', dialog);
    await dialog
      .getByLabel('Lesson file')
      .setInputFiles({ name: 'wind-down.wav', mimeType: 'audio/wav', buffer: silentWav() });
    await dialog.getByRole('switch', { name: /Published/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await coach.getByRole('list', { name: 'Lessons' }).getByText('Wind-down sounds').waitFor();

    await coach.getByRole('button', { name: 'Add Lesson' }).click();
    dialog = coach.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Why sleep matters');
    await choose(coach, 'Type', 'YouTube', dialog);
    await dialog.getByLabel('URL').fill('https://www.youtube.com/watch?v=inpok4MKVLM');
    await dialog.getByRole('switch', { name: /Published/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await coach.getByRole('list', { name: 'Lessons' }).getByText('Why sleep matters').waitFor();
    await coach.goto(courseUrl);
    await coach.getByRole('list', { name: 'Modules' }).getByText('Week one').waitFor();

    // Priya takes it: the audio plays from its signed link, each Complete moves on, the last one
    // brings her back to her courses at 100 percent.
    const client = await browser.newPage();
    await login(client, 'priya.patel@demo.test');
    await client.waitForURL('**/goals');
    await client.goto('/courses');
    await client.getByRole('link', { name: 'Sleep Better' }).click();
    await client.waitForURL(/\/courses\/\d+/);
    const audio = client.locator('audio');
    await audio.waitFor();
    const source = await audio.getAttribute('src');
    const fetched = await client.request.get(source!, { headers: { range: 'bytes=0-3' } });
    if (fetched.status() !== 206 || (await fetched.text()) !== 'RIFF')
      throw new Error(`the lesson file did not come back in part: ${fetched.status()}`);
    await client.getByRole('button', { name: 'Complete' }).click();
    await client.waitForURL(/\/lesson\/\d+$/);
    await client.locator('iframe[src*="youtube-nocookie.com/embed/inpok4MKVLM"]').waitFor();
    await client.getByRole('button', { name: 'Complete' }).click();
    await client.waitForURL(/\/courses$/);
    await client.getByRole('article', { name: 'Sleep Better' }).getByText('100% complete').waitFor();
  });
});
