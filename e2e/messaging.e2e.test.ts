import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, useBrowser } from './support/browser';

const browser = useBrowser();

const NEW_MESSAGE = 'You have a new message';

interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  client_profile: { deactivated: string | null; allow_messaging: boolean };
}

/** Logs in through the API and answers an Authorization header (null when the login fails). */
async function tryApiToken(email: string): Promise<string | null> {
  const response = await fetch(`${browser.baseUrl()}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) return null;
  return `Token ${((await response.json()) as { token: string }).token}`;
}

async function apiToken(email: string): Promise<string> {
  const token = await tryApiToken(email);
  if (!token) throw new Error(`cannot log in as ${email}`);
  return token;
}

async function apiGet<T>(path: string, authorization: string): Promise<T> {
  const response = await fetch(`${browser.baseUrl()}/api/${path}`, { headers: { authorization } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A demo client of the demo coach who can chat, has no conversation yet and still logs in with
 * the demo password (other journeys change some clients' passwords).
 */
async function clientWithoutConversation(): Promise<ClientRow> {
  const coach = await apiToken('coach@demo.test');
  const clients = await apiGet<{ results: ClientRow[] }>('coaches/clients/?limit=100', coach);
  const rooms = await apiGet<{ results: Array<{ client: number }> }>(
    'coaches/messaging-rooms/?limit=100',
    coach,
  );
  const talking = new Set(rooms.results.map((room) => room.client));
  const candidates = clients.results.filter(
    (row) =>
      row.email.endsWith('@demo.test') &&
      row.client_profile.allow_messaging &&
      row.client_profile.deactivated === null &&
      !talking.has(row.id),
  );
  for (const candidate of candidates) {
    const token = await tryApiToken(candidate.email);
    if (!token) continue;
    const { features } = await apiGet<{ features: { client_features: string[]; exclude: string[] } }>(
      `user/${candidate.id}/`,
      token,
    );
    const granted = features.client_features.includes('all') || features.client_features.includes('messages');
    if (granted && !features.exclude.includes('messages')) return candidate;
  }
  throw new Error('the demo data has no client of coach@demo.test without a conversation who can log in');
}

describe('messaging in real time, end to end', () => {
  it('a coach starts a conversation; the client sees it live, answers, and the coach sees the unread count and preview', async () => {
    const client = await clientWithoutConversation();
    const clientName = `${client.first_name} ${client.last_name}`;

    // The client is in the app, on their home page, with the chat window closed.
    const clientPage = await browser.newPage();
    await login(clientPage, client.email);
    const chatButton = clientPage.getByRole('button', { name: 'Chat with your coach' });
    await chatButton.waitFor();

    // The coach starts a conversation with the client, found by search.
    const coach = await browser.newPage();
    await login(coach, 'coach@demo.test');
    await coach.waitForURL('**/dashboard');
    await coach.goto('/messages');
    await coach.getByRole('button', { name: 'Start a Conversation' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Start a Conversation' });
    await dialog.getByLabel('Search clients').fill(client.first_name);
    await dialog.getByText(client.email).click();
    await dialog.waitFor({ state: 'detached' });
    await coach.getByRole('heading', { name: clientName }).waitFor();

    // An empty message cannot be sent.
    const composer = coach.getByRole('textbox', { name: 'Message' });
    const send = coach.getByRole('button', { name: 'Send' });
    await composer.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    const greeting = `Hi ${client.first_name}, how did this week go?`;
    await composer.fill(greeting);
    // The client is told without reloading. The notice shows for SNACKBAR_MS (2 s), so it is
    // watched for from before the send: a coach's page slow to draw its own message must not make
    // the journey look after the notice has gone.
    await Promise.all([
      clientPage.getByText(NEW_MESSAGE).waitFor(),
      (async () => {
        await composer.press('Enter');
        await coach.getByRole('log').getByText(greeting).waitFor();
      })(),
    ]);

    // The client reads it in the chat window.
    await clientPage.getByRole('button', { name: 'Chat with your coach' }).click();
    await clientPage.getByRole('dialog').getByText(greeting).waitFor();

    // The coach looks at another page meanwhile, through the menu as a person does (a reload
    // would reconnect the socket, and an answer sent before it is back is not announced live);
    // the client answers.
    // The address changes before the dashboard is drawn (in a transition): until then the room is
    // still on the coach's screen, and an answer arriving meanwhile is rightly read at once, with
    // no notice. Wait for the room to be gone.
    await coach.getByRole('link', { name: 'Dashboard' }).click();
    await coach.waitForURL('**/dashboard');
    await coach.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await coach.getByRole('log').waitFor({ state: 'detached' });
    const answer = 'Pretty good! I stretched every morning and slept better than last week.';
    const clientComposer = clientPage.getByRole('textbox', { name: 'Message' });
    await clientComposer.fill(answer);

    // The coach hears of it live (watched for from before the send, as above), and the room list
    // shows the unread count and the preview.
    await Promise.all([
      coach.getByText(NEW_MESSAGE).waitFor(),
      (async () => {
        await clientPage.getByRole('button', { name: 'Send' }).click();
        await clientPage.getByRole('dialog').getByText(answer).waitFor();
      })(),
    ]);
    await coach.getByRole('link', { name: 'Messages' }).click();
    const room = coach
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(clientName) });
    await room.getByText(answer).waitFor();
    await room.getByTitle('1 missed').waitFor();

    // Opening the room clears the count, and the answer is there once.
    await room.click();
    await coach.getByRole('log').getByText(answer).waitFor();
    await room.getByTitle('1 missed').waitFor({ state: 'detached' });
    expect(await coach.getByRole('log').getByText(answer).count()).toBe(1);
    // ...and the read mark reached the server: nothing is unread in the room any more.
    const roomId = new URL(coach.url()).searchParams.get('room');
    expect(roomId).not.toBeNull();
    const coachToken = await apiToken('coach@demo.test');
    await expect
      .poll(
        async () =>
          (await apiGet<Record<string, number>>('coaches/messaging-rooms/info/', coachToken))[roomId!],
      )
      .toBeUndefined();
  });
});
