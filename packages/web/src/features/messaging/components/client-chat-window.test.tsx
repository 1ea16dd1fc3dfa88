import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../../lib/socket';
import { MESSAGING_EVENTS, MESSAGING_MESSAGES, type User } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-requests';
import { buildClient, buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { COACH, buildMessage, buildRoom, fakeConnection, historyPage } from '../testing';
import { CHAT_BUTTON_LABEL } from './client-chat-window';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The client's code is loaded on first use; loaded now, the mocked one opens at once.
beforeAll(() => loadSocketClient());

const ROOMS = '/api/clients/messaging-rooms/';
const INFO = 'GET /api/coaches/messaging-rooms/info/';
const room = buildRoom();

function renderAs(user: User = buildClient(), api: FakeRoutes = {}) {
  const sockets = fakeConnection(io);
  const rendered = renderApp('/journal', {
    user,
    api: {
      [`GET ${ROOMS}`]: { body: pageOf([room]) },
      [INFO]: { body: {} },
      'GET /api/messages/': { body: historyPage([]) },
      'PATCH /api/clients/messaging-rooms/5/': { body: room },
      ...api,
    },
  });
  return { ...rendered, sockets };
}

/** Lets the shell load the user and everything it asks for. */
const settle = async () => {
  await screen.findByRole('navigation', { name: 'Main menu' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};
const chatButton = () => screen.findByRole('button', { name: CHAT_BUTTON_LABEL });
/** The missed count on the chat button's badge ('' when none shows). */
const badge = async () =>
  (await chatButton()).closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator')
    ?.textContent ?? '';

describe('client chat window: who gets it', () => {
  it('is there for a client whose profile and features allow messaging', async () => {
    const { server } = renderAs();
    expect(await chatButton()).toBeInTheDocument();
    // Nothing is opened or looked up before the client opens the chat.
    await settle();
    expect(server.callsTo(`GET ${ROOMS}`)).toHaveLength(0);
  });

  it.each([
    ['a coach', buildCoach()],
    ['a client with messaging turned off', buildClient({ allow_messaging: false })],
    ["a client whose features do not grant 'messages'", buildClient({}, { client_features: ['goals'] })],
  ])('is not there for %s', async (_, user) => {
    const { server } = renderAs(user);
    await settle();
    expect(screen.queryByRole('button', { name: CHAT_BUTTON_LABEL })).not.toBeInTheDocument();
    expect(server.callsTo(INFO)).toHaveLength(user.has_coach_license ? 1 : 0);
  });
});

describe('client chat window: the room', () => {
  it("opens the client's room with their coach when first opened, with the coach's name", async () => {
    const { user, server } = renderAs();
    await user.click(await chatButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' });
    // The chat's code loads on the window's first opening.
    expect(await within(chat).findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(server.callsTo(`GET ${ROOMS}`)).toHaveLength(1);
    expect(server.callsTo(`POST ${ROOMS}`)).toHaveLength(0);
  });

  it('makes the room when there is none yet', async () => {
    const { user, server } = renderAs(buildClient(), {
      [`GET ${ROOMS}`]: { body: pageOf([]) },
      [`POST ${ROOMS}`]: { status: 201, body: room },
    });
    await user.click(await chatButton());
    expect(await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' })).toBeInTheDocument();
    expect(server.callsTo(`POST ${ROOMS}`)).toHaveLength(1);
  });

  it('says why when the room cannot be made', async () => {
    const { user } = renderAs(buildClient(), {
      [`GET ${ROOMS}`]: { body: pageOf([]) },
      [`POST ${ROOMS}`]: { status: 400, body: { non_field_errors: [MESSAGING_MESSAGES.noCoach] } },
    });
    await user.click(await chatButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat' });
    expect(await within(chat).findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.noCoach);
  });

  it('shows a message from the coach as it comes', async () => {
    const { user, sockets } = renderAs();
    await user.click(await chatButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' });
    await sockets.last.open();
    await sockets.last.serverEmit(
      MESSAGING_EVENTS.message,
      buildMessage({ sender: COACH, payload: { message: 'How was your week?' } }),
    );
    expect(await within(chat).findByText('How was your week?')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGING_MESSAGES.newMessage)).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderAs();
    await user.click(await chatButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' });
    await user.click(within(chat).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens from the menu's 'Messages' item", async () => {
    const { user } = renderAs();
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' })).toBeInTheDocument();
  });
});

describe('client chat window: missed messages', () => {
  it('counts missed messages on the button, flashing it, and clears them when the chat opens', async () => {
    const newest = buildMessage({ sender: COACH, created_at: '2024-03-05T12:00:00.000Z' });
    const { user, sockets, server } = renderAs(buildClient(), {
      [INFO]: { body: { '5': 1 } },
      'GET /api/messages/': { body: historyPage([newest]) },
    });
    await waitFor(async () => expect(await badge()).toBe('1'));
    await sockets.last.open();

    await sockets.last.serverEmit(
      MESSAGING_EVENTS.message,
      buildMessage({ sender: COACH, created_at: newest.created_at }),
    );
    expect(await screen.findByText(MESSAGING_MESSAGES.newMessage)).toBeInTheDocument();
    expect(await badge()).toBe('2');
    const button = await chatButton();
    expect(button).toHaveAttribute('data-flash', 'on');
    await waitFor(() => expect(button).toHaveAttribute('data-flash', 'off'), { timeout: 2500 });

    await user.click(button);
    await screen.findByRole('dialog', { name: 'Chat with Grace Hopper' });
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/clients/messaging-rooms/5/').map((call) => call.body)).toEqual([
        { last_seen: newest.created_at },
      ]),
    );
    expect(await badge()).toBe('');
  });
});
