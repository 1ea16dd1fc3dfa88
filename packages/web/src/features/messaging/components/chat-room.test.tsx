import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../../lib/socket';
import { MESSAGING_EVENTS, MESSAGING_MESSAGES, type ChatMessage, type MessagingRoom } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { COACH, buildMessage, buildRoom, fakeConnection, historyPage } from '../testing';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The client's code is loaded on first use; loaded now, the mocked one opens at once.
beforeAll(() => loadSocketClient());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HISTORY = '/api/messages/';

function renderRoom({ room = buildRoom(), api = {} as FakeRoutes } = {}) {
  const sockets = fakeConnection(io);
  const rendered = renderApp(`/messages?room=${room.id}`, {
    user: buildCoach(),
    api: {
      'GET /api/coaches/messaging-rooms/': { body: pageOf([room]) },
      'GET /api/coaches/messaging-rooms/info/': { body: {} },
      [`GET ${HISTORY}`]: { body: historyPage([]) },
      ...api,
    },
  });
  return { ...rendered, sockets };
}

/** The open room's messages. */
const chatLog = () => screen.findByRole('log', { name: 'Messages with Ada Lovelace' });
const bubbles = async () =>
  [...(await chatLog()).querySelectorAll('[data-status]')].map((bubble) => ({
    text: bubble.querySelector('p')?.textContent,
    status: bubble.getAttribute('data-status'),
  }));
const bubbleOf = async (text: string) =>
  (await within(await chatLog()).findByText(text)).closest('[data-status]');

/** Opens the room with a live connection and answers each send as the server would. */
async function openConnected(options: Parameters<typeof renderRoom>[0] = {}) {
  const rendered = renderRoom(options);
  await rendered.sockets.last.open();
  await chatLog();
  return rendered;
}

/** The message the server stores for a send. */
const storedFor = (payload: unknown, id = 500): ChatMessage => {
  const { client_id, message } = payload as { client_id: string; message: string };
  return buildMessage({
    id,
    sender: COACH,
    client_id,
    payload: { message },
    created_at: '2024-03-04T11:00:00.000Z',
  });
};

describe('chat room: history', () => {
  it("shows the room's messages oldest first with who wrote them, the other member's name on top", async () => {
    renderRoom({
      api: {
        [`GET ${HISTORY}`]: {
          body: historyPage([
            buildMessage({
              id: 1,
              payload: { message: 'Hello coach' },
              created_at: '2024-03-04T09:00:00.000Z',
            }),
            buildMessage({
              id: 2,
              sender: COACH,
              payload: { message: 'Hello Ada' },
              created_at: '2024-03-04T09:05:00.000Z',
            }),
          ]),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await bubbles()).toEqual([
        { text: 'Hello coach', status: 'stored' },
        { text: 'Hello Ada', status: 'stored' },
      ]),
    );
    expect(queriesTo(HISTORY).map((query) => Object.fromEntries(query))).toEqual([
      { room: '5', limit: '40' },
    ]);
    const log = await chatLog();
    expect(within(log).getByText(/^Ada Lovelace ·/)).toBeInTheDocument();
    expect(within(log).getByText(/^Grace Hopper ·/)).toBeInTheDocument();
  });

  it('keeps a message that arrives while the history is loading (the answer may predate it)', async () => {
    const live = buildMessage({ id: 77, payload: { message: 'Sent while loading' } });
    let stored: ChatMessage[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const { sockets } = renderRoom({
      api: {
        [`GET ${HISTORY}`]: async () => {
          calls += 1;
          const snapshot = historyPage(stored);
          if (calls === 1) await firstHeld;
          return { body: snapshot };
        },
      },
    });
    await sockets.last.open();
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    stored = [live];
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, live);
    releaseFirst();
    await waitFor(async () =>
      expect(await bubbles()).toEqual([{ text: 'Sent while loading', status: 'stored' }]),
    );
  });

  it('loads the 40 before when scrolled near the top, with the cursor of the `next` link, keeping the view in place', async () => {
    const newer = Array.from({ length: 40 }, (_, index) =>
      buildMessage({
        id: 300 + index,
        created_at: `2024-03-04T10:${String(index + 10).padStart(2, '0')}:00.000Z`,
      }),
    );
    const older = [
      buildMessage({
        id: 200,
        payload: { message: 'The very first' },
        created_at: '2024-03-01T08:00:00.000Z',
      }),
    ];
    const next = `http://localhost/api/messages/?room=5&limit=40&last_seen_timestamp=${encodeURIComponent(newer[0]!.created_at)}&last_seen_id=300`;
    renderRoom({
      api: {
        [`GET ${HISTORY}`]: () =>
          currentQuery().has('last_seen_id')
            ? { body: historyPage(older) }
            : { body: historyPage(newer, next) },
      },
    });
    const log = await chatLog();
    await within(log).findByText('Message 339');

    // jsdom lays nothing out: each message is 20 px tall in a 400 px window.
    let scrollTop = 0;
    Object.defineProperties(log, {
      scrollTop: { get: () => scrollTop, set: (value: number) => (scrollTop = value), configurable: true },
      scrollHeight: { get: () => log.querySelectorAll('[data-status]').length * 20, configurable: true },
      clientHeight: { get: () => 400, configurable: true },
    });

    scrollTop = 200;
    fireEvent.scroll(log);
    expect(queriesTo(HISTORY)).toHaveLength(1);

    scrollTop = 40;
    fireEvent.scroll(log);
    expect(await within(log).findByText('The very first')).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(HISTORY)[1]!)).toEqual({
      room: '5',
      limit: '40',
      last_seen_timestamp: newer[0]!.created_at,
      last_seen_id: '300',
    });
    // One message (20 px) arrived above: the view moved down by as much.
    expect(scrollTop).toBe(60);
    expect((await bubbles())[0]).toEqual({ text: 'The very first', status: 'stored' });
  });

  it('shows a message received twice (same id, or same client id) once', async () => {
    const { sockets } = await openConnected();
    const message = buildMessage({ id: 80, client_id: 'phone-1', payload: { message: 'Only once' } });
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, message);
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, message);
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, { ...message, id: 81 });
    await within(await chatLog()).findByText('Only once');
    expect((await bubbles()).filter((bubble) => bubble.text === 'Only once')).toHaveLength(1);
  });

  it('asks for the history again when the connection comes back without recovery, not when it recovers', async () => {
    const { sockets } = await openConnected();
    await waitFor(() => expect(queriesTo(HISTORY)).toHaveLength(1));

    await sockets.last.drop();
    await sockets.last.open({ recovered: true });
    expect(queriesTo(HISTORY)).toHaveLength(1);

    await sockets.last.drop();
    await sockets.last.open({ recovered: false });
    await waitFor(() => expect(queriesTo(HISTORY)).toHaveLength(2));
  });
});

describe('chat room: sending', () => {
  it('never sends a blank message: Send is disabled and Enter does nothing', async () => {
    const { user, sockets } = await openConnected();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(sockets.last.sentAs(MESSAGING_EVENTS.send)).toHaveLength(0);
    expect(box).toHaveValue('   ');
  });

  it('sends on Enter (Shift+Enter makes a new line), shows it greyed, then as stored once acknowledged', async () => {
    const { user, sockets } = await openConnected();
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(sockets.last.sentAs(MESSAGING_EVENTS.send)).toHaveLength(0);
    await user.type(box, '{Enter}');

    const [sent] = sockets.last.sentAs(MESSAGING_EVENTS.send);
    expect(sent?.payload).toEqual({
      room: 5,
      client_id: expect.stringMatching(UUID),
      message: 'Hello\nthere',
    });
    expect(sent?.timeoutMs).toBe(10_000);
    expect(box).toHaveValue('');
    expect(await bubbles()).toEqual([{ text: 'Hello\nthere', status: 'sending' }]);
    expect(await bubbleOf('Hello there')).toHaveTextContent('Sending…');

    await sent!.ack({ ok: true, data: storedFor(sent!.payload) });
    expect(await bubbles()).toEqual([{ text: 'Hello\nthere', status: 'stored' }]);
    // The room's broadcast of the same message changes nothing.
    await sockets.last.serverEmit(MESSAGING_EVENTS.message, storedFor(sent!.payload));
    expect(await bubbles()).toEqual([{ text: 'Hello\nthere', status: 'stored' }]);
  });

  it('sends the Send button’s message too', async () => {
    const { user, sockets } = await openConnected();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'By button');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sockets.last.sentAs(MESSAGING_EVENTS.send)[0]?.payload).toMatchObject({ message: 'By button' });
  });

  it('sends again with the same client id after a timeout and after a dropped connection, and shows it once', async () => {
    const { user, sockets } = await openConnected();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    const socket = sockets.last;
    const [first] = socket.sentAs(MESSAGING_EVENTS.send);

    // No answer in time while connected: sent again at once.
    await first!.timeOut();
    expect(socket.sentAs(MESSAGING_EVENTS.send)).toHaveLength(2);

    // The connection drops before the answer: nothing goes out until it is back.
    await socket.drop();
    expect(socket.sentAs(MESSAGING_EVENTS.send)).toHaveLength(2);
    expect(await bubbles()).toEqual([{ text: 'Are you there?', status: 'sending' }]);

    await socket.open();
    const attempts = socket.sentAs(MESSAGING_EVENTS.send);
    expect(attempts).toHaveLength(3);
    expect(
      new Set(attempts.map((attempt) => (attempt.payload as { client_id: string }).client_id)).size,
    ).toBe(1);

    await attempts[2]!.ack({ ok: true, data: storedFor(attempts[2]!.payload) });
    expect(await bubbles()).toEqual([{ text: 'Are you there?', status: 'stored' }]);
  });

  it('keeps a message typed while disconnected and sends it on connecting', async () => {
    const { user, sockets } = renderRoom();
    await chatLog();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Offline note{Enter}');
    expect(sockets.last.sentAs(MESSAGING_EVENTS.send)).toHaveLength(0);
    expect(await bubbles()).toEqual([{ text: 'Offline note', status: 'sending' }]);

    await sockets.last.open();
    expect(sockets.last.sentAs(MESSAGING_EVENTS.send)[0]?.payload).toMatchObject({ message: 'Offline note' });
  });

  it('marks a refused message failed with the reason, and Retry sends it again with the same client id', async () => {
    const { user, sockets } = await openConnected();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Refused{Enter}');
    const [first] = sockets.last.sentAs(MESSAGING_EVENTS.send);
    await first!.ack({ ok: false, status: 403, error: MESSAGING_MESSAGES.cannotSend });

    const bubble = await bubbleOf('Refused');
    expect(bubble).toHaveAttribute('data-status', 'failed');
    expect(within(bubble as HTMLElement).getByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.cannotSend);

    await user.click(within(bubble as HTMLElement).getByRole('button', { name: 'Retry' }));
    const [, retried] = sockets.last.sentAs(MESSAGING_EVENTS.send);
    expect(retried?.payload).toEqual(first?.payload);
    expect(await bubbleOf('Refused')).toHaveAttribute('data-status', 'sending');
    await retried!.ack({ ok: true, data: storedFor(retried!.payload) });
    expect(await bubbles()).toEqual([{ text: 'Refused', status: 'stored' }]);
  });

  it('keeps what was typed when the room is left and opened again', async () => {
    const other: MessagingRoom = buildRoom({
      id: 6,
      clientUser: { id: 8, first_name: 'Bob', last_name: 'Byron', image: null },
      last_message: buildMessage({ room_id: 6 }),
    });
    const room = buildRoom({ last_message: buildMessage({ room_id: 5 }) });
    const { user } = await openConnected({
      room,
      api: { 'GET /api/coaches/messaging-rooms/': { body: pageOf([room, other]) } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');
    await user.click(screen.getByRole('button', { name: /Bob Byron/ }));
    expect(await screen.findByRole('heading', { name: 'Bob Byron' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('shows a note instead of the composer when the room no longer takes messages', async () => {
    renderRoom({ room: buildRoom({ can_send: false }) });
    expect(await screen.findByText(MESSAGING_MESSAGES.cannotSend)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says why when the reader is an admin impersonating the coach', async () => {
    const sockets = fakeConnection(io);
    const room = buildRoom({ can_send: false });
    renderApp(`/messages?room=${room.id}`, {
      user: buildCoach({}, { impersonating: true }),
      api: {
        'GET /api/coaches/messaging-rooms/': { body: pageOf([room]) },
        'GET /api/coaches/messaging-rooms/info/': { body: {} },
        [`GET ${HISTORY}`]: { body: historyPage([]) },
      },
    });
    await sockets.last.open();
    expect(await screen.findByText(MESSAGING_MESSAGES.impersonating)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGING_MESSAGES.cannotSend)).not.toBeInTheDocument();
  });
});
