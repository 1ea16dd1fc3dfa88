// Test helpers for messaging: rooms and messages as the API answers them, and a fake connection.
import { vi } from 'vitest';
import type { ChatMessage, MessagingRoom, RoomUser } from '@tandem/shared';
import { fakeSockets, type FakeSocket } from '../../test/fake-socket';

/** The coach of buildCoach() and the client of buildClient(), as rooms show them. */
export const COACH: RoomUser = { id: 3, first_name: 'Grace', last_name: 'Hopper', image: null };
export const CLIENT: RoomUser = { id: 7, first_name: 'Ada', last_name: 'Lovelace', image: null };

let nextId = 100;

/** A stored message, from the client of the room unless `sender` says otherwise. */
export function buildMessage(
  overrides: Partial<Omit<ChatMessage, 'sender'>> & { sender?: RoomUser } = {},
): ChatMessage {
  const id = overrides.id ?? nextId++;
  const sender = overrides.sender ?? CLIENT;
  return {
    id,
    room_id: 5,
    sender_id: sender.id,
    created_at: '2024-03-04T10:00:00.000Z',
    client_id: `device-${id}`,
    payload: { message: `Message ${id}` },
    ...overrides,
    sender: { ...sender, email: `${sender.first_name.toLowerCase()}@example.com` },
  };
}

/** Room 5 between COACH and a client (CLIENT unless `client` says otherwise). */
export function buildRoom(overrides: Partial<MessagingRoom> & { clientUser?: RoomUser } = {}): MessagingRoom {
  const { clientUser = CLIENT, ...rest } = overrides;
  return {
    id: 5,
    users: [COACH, clientUser],
    client: clientUser.id,
    coach: COACH.id,
    last_message: null,
    last_seen: null,
    can_send: true,
    created_at: '2024-03-01T09:00:00.000Z',
    ...rest,
  };
}

/** A history page as GET messages/ answers it (newest first); `next` links the page before. */
export function historyPage(messages: ChatMessage[], next: string | null = null) {
  return { next, results: [...messages].reverse() };
}

/**
 * Serves the app's `io()` (mocked with `vi.mock('socket.io-client')` in the test file) from fake
 * sockets; `focused` says whether the window has the focus (jsdom's never does).
 */
export function fakeConnection(io: unknown, { focused = true } = {}) {
  const sockets = fakeSockets();
  vi.mocked(io as (options: { auth: { token: string } }) => FakeSocket).mockImplementation((options) =>
    sockets.connect(options.auth.token),
  );
  vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  return sockets;
}

/** Moves the focus away from the window, or back to it. */
export function setWindowFocus(focused: boolean) {
  vi.mocked(document.hasFocus).mockReturnValue(focused);
  window.dispatchEvent(new Event(focused ? 'focus' : 'blur'));
}
