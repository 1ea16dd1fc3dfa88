import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../../lib/socket';
import { MESSAGING_MESSAGES, MESSAGING_EVENTS, type MessagingRoom } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { buildCoach } from '../../../test/factories';
import { mediaQueryList } from '../../../test/media-query';
import { renderApp } from '../../../test/render';
import { COACH, buildMessage, buildRoom, fakeConnection, historyPage, setWindowFocus } from '../testing';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The client's code is loaded on first use; loaded now, the mocked one opens at once.
beforeAll(() => loadSocketClient());

const ROOMS = '/api/coaches/messaging-rooms/';
const INFO = 'GET /api/coaches/messaging-rooms/info/';
const BOB = { id: 8, first_name: 'Bob', last_name: 'Byron', image: null };

const adaRoom = buildRoom({
  id: 5,
  last_message: buildMessage({ id: 1, room_id: 5, sender: COACH, payload: { message: 'See you Monday' } }),
});
const bobRoom = buildRoom({
  id: 6,
  clientUser: BOB,
  last_message: buildMessage({ id: 2, room_id: 6, sender: BOB, payload: { message: 'Thanks!' } }),
});

function renderPage(path = '/messages', { rooms = [adaRoom, bobRoom], api = {} as FakeRoutes } = {}) {
  const sockets = fakeConnection(io);
  const rendered = renderApp(path, {
    user: buildCoach(),
    api: {
      [`GET ${ROOMS}`]: { body: pageOf(rooms) },
      [INFO]: { body: {} },
      'GET /api/messages/': { body: historyPage([]) },
      'PATCH /api/coaches/messaging-rooms/5/': { body: adaRoom },
      'PATCH /api/coaches/messaging-rooms/6/': { body: bobRoom },
      ...api,
    },
  });
  return { ...rendered, sockets };
}

const conversations = () => screen.findByRole('navigation', { name: 'Conversations' });
const roomButton = async (name: string) =>
  within(await conversations()).findByRole('button', { name: new RegExp(name) });
/** The missed count on a room's badge ('' when it has none). */
const missedOn = (room: HTMLElement) => room.querySelector('[title$="missed"]')?.textContent ?? '';
const roomNames = async () =>
  within(await conversations())
    .getAllByRole('button')
    .map((button) => button.querySelector('p')?.textContent);

describe('messages page: the conversations', () => {
  it("lists the coach's conversations with the other member and a preview, '(You)' before their own", async () => {
    renderPage();
    const ada = await roomButton('Ada Lovelace');
    expect(ada).toHaveTextContent('(You) See you Monday');
    const bob = await roomButton('Bob Byron');
    expect(bob).toHaveTextContent('Thanks!');
    expect(bob).not.toHaveTextContent('(You)');
    expect(queriesTo(ROOMS).map((query) => query.get('active'))).toEqual(['true']);
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('says so when there are no conversations', async () => {
    renderPage('/messages', { rooms: [] });
    expect(await screen.findByText("You don't have any converstations.")).toBeInTheDocument();
  });

  it('shows the missed counts from the info endpoint', async () => {
    renderPage('/messages', { api: { [INFO]: { body: { '6': 3 } } } });
    const bob = await roomButton('Bob Byron');
    await waitFor(() => expect(missedOn(bob)).toBe('3'));
    expect(bob).toHaveTextContent('Thanks!');
    expect(missedOn(await roomButton('Ada Lovelace'))).toBe('');
  });
});

describe('messages page: live messages', () => {
  it('counts a message for a room that is not open, says so, flashes it and moves it to the top', async () => {
    const { sockets } = renderPage();
    await roomButton('Bob Byron');
    await sockets.last.open();
    expect(await roomNames()).toEqual(['Ada Lovelace', 'Bob Byron']);

    const incoming = buildMessage({
      id: 40,
      room_id: 6,
      sender: BOB,
      payload: { message: 'Are you there?' },
    });
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, incoming);

    expect(await screen.findByText(MESSAGING_MESSAGES.newMessage)).toBeInTheDocument();
    const bob = await roomButton('Bob Byron');
    expect(bob).toHaveTextContent('Are you there?');
    expect(missedOn(bob)).toBe('1');
    expect(await roomNames()).toEqual(['Bob Byron', 'Ada Lovelace']);
    // It flashes: the highlight goes off and on again every MISSED_FLASH_LIST_MS.
    expect(bob).toHaveAttribute('data-flash', 'on');
    await waitFor(() => expect(bob).toHaveAttribute('data-flash', 'off'), { timeout: 3000 });
    await waitFor(() => expect(bob).toHaveAttribute('data-flash', 'on'), { timeout: 3000 });

    // The same message again (a replay after a reconnection) is not counted twice.
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, incoming);
    expect(missedOn(bob)).toBe('1');
  });

  it('keeps a message counted while the counts are loading (they may predate it)', async () => {
    // The server's counts: the first answer is slow and taken before the message was stored.
    let unreadOnServer: Record<string, number> = {};
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const { sockets } = renderPage('/messages', {
      api: {
        [INFO]: async () => {
          calls += 1;
          const snapshot = { ...unreadOnServer };
          if (calls === 1) await firstHeld;
          return { body: snapshot };
        },
      },
    });
    await roomButton('Bob Byron');
    await sockets.last.open();
    unreadOnServer = { '6': 1 };
    await sockets.last.serverEmit(
      MESSAGING_EVENTS.message,
      buildMessage({ id: 45, room_id: 6, sender: BOB, payload: { message: 'Hello?' } }),
    );
    await act(async () => releaseFirst());
    const bob = await roomButton('Bob Byron');
    await waitFor(() => expect(missedOn(bob)).toBe('1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missedOn(bob)).toBe('1');
  });

  it('does not count or announce the coach’s own messages', async () => {
    const { sockets } = renderPage();
    await roomButton('Bob Byron');
    await sockets.last.open();
    const own = buildMessage({ id: 41, room_id: 6, sender: COACH, payload: { message: 'Mine' } });
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, own);
    const bob = await roomButton('Bob Byron');
    expect(bob).toHaveTextContent('(You) Mine');
    expect(missedOn(bob)).toBe('');
    expect(screen.queryByText(MESSAGING_MESSAGES.newMessage)).not.toBeInTheDocument();
  });

  it('asks for the list again when a first message makes a room a conversation', async () => {
    const { sockets } = renderPage('/messages', { rooms: [adaRoom] });
    await roomButton('Ada Lovelace');
    await sockets.last.open();
    // The first connection reloads the list once (it may have missed something before it was up).
    await waitFor(() => expect(queriesTo(ROOMS)).toHaveLength(2));
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, buildMessage({ room_id: 9, sender: BOB }));
    await waitFor(() => expect(queriesTo(ROOMS)).toHaveLength(3));
  });
});

describe('messages page: opening a room', () => {
  it('clears its missed count and marks it read up to its newest message', async () => {
    const newest = buildMessage({ id: 61, room_id: 6, sender: BOB, created_at: '2024-03-05T08:30:00.000Z' });
    const { user, server, router } = renderPage('/messages', {
      api: {
        [INFO]: { body: { '6': 2 } },
        'GET /api/messages/': {
          body: historyPage([
            buildMessage({ id: 60, room_id: 6, sender: BOB, created_at: '2024-03-05T08:00:00.000Z' }),
            newest,
          ]),
        },
      },
    });
    const bob = await roomButton('Bob Byron');
    await waitFor(() => expect(missedOn(bob)).toBe('2'));

    await user.click(bob);

    expect(await screen.findByRole('heading', { name: 'Bob Byron' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?room=6');
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/coaches/messaging-rooms/6/').map((call) => call.body)).toEqual([
        { last_seen: newest.created_at },
      ]),
    );
    expect(missedOn(bob)).toBe('');
    expect(bob).toHaveAttribute('data-flash', 'off');
  });

  it('marks a message read at once in the open room of a focused window, and counts it when unfocused', async () => {
    const { sockets, server } = renderPage('/messages?room=6');
    await screen.findByRole('heading', { name: 'Bob Byron' });
    await sockets.last.open();

    const seen = buildMessage({ id: 70, room_id: 6, sender: BOB, created_at: '2024-03-06T09:00:00.000Z' });
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, seen);
    const chat = screen.getByRole('log', { name: 'Messages with Bob Byron' });
    expect(await within(chat).findByText(seen.payload.message)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/coaches/messaging-rooms/6/').map((call) => call.body)).toEqual([
        { last_seen: seen.created_at },
      ]),
    );
    expect(screen.queryByText(MESSAGING_MESSAGES.newMessage)).not.toBeInTheDocument();

    act(() => setWindowFocus(false));
    const missed = buildMessage({ id: 71, room_id: 6, sender: BOB, created_at: '2024-03-06T09:05:00.000Z' });
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, missed);
    expect(await screen.findByText(MESSAGING_MESSAGES.newMessage)).toBeInTheDocument();
    expect(missedOn(await roomButton('Bob Byron'))).toBe('1');

    // Back in the window, the open room's messages are read.
    act(() => setWindowFocus(true));
    await waitFor(() => expect(server.callsTo('PATCH /api/coaches/messaging-rooms/6/')).toHaveLength(2));
    expect(server.callsTo('PATCH /api/coaches/messaging-rooms/6/')[1]?.body).toEqual({
      last_seen: missed.created_at,
    });
    expect(missedOn(await roomButton('Bob Byron'))).toBe('');
  });

  it('opens the room in the address after a reload, asking for it when the list does not hold it', async () => {
    const older: MessagingRoom = buildRoom({ id: 12, clientUser: BOB });
    renderPage('/messages?room=12', {
      api: { [`GET ${ROOMS}12/`]: { body: older } },
    });
    expect(await screen.findByRole('heading', { name: 'Bob Byron' })).toBeInTheDocument();
    expect(queriesTo('/api/messages/').map((query) => query.get('room'))).toEqual(['12']);
  });

  it('says what went wrong when the room in the address is not the coach’s', async () => {
    renderPage('/messages?room=99');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});

describe('messages page: narrow screens', () => {
  it('shows the list across the page and the open room in a chat window that closes', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, query === '(max-width: 740px)'),
    );
    const { user, router } = renderPage();
    await user.click(await roomButton('Ada Lovelace'));

    const chat = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    // The chat window has its own title: no room header beside the list.
    expect(screen.queryByRole('heading', { name: 'Ada Lovelace' })).not.toBeInTheDocument();

    await user.click(within(chat).getByRole('button', { name: 'Close chat' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
  });
});
