// The Socket.IO protocol of messaging, as plain constants, no zod: the real-time client that every
// signed-in page starts needs these, not the validation library (issue 21, first load).

/** The answer to a real-time request (send, join): the stored message, or what went wrong. */
export type SocketAck<T> = { ok: true; data: T } | { ok: false; error: string; status: number };

/**
 * The Socket.IO protocol (path /socket.io, auth `{token}` as in the Authorization header):
 * - server → device `message` (ChatMessage) on `room:{roomId}` for every stored message;
 * - server → device `version` ({version}) once connected and when a new server starts;
 * - server → device `room` (MessagingRoom for the receiver) when a room with them is opened;
 * - device → server `message:send` (SendMessage, ack SocketAck<ChatMessage>);
 * - device → server `room:join` ({room}, ack SocketAck<{room}>): members only.
 */
export const MESSAGING_EVENTS = {
  message: 'message',
  version: 'version',
  room: 'room',
  send: 'message:send',
  join: 'room:join',
} as const;

/** The real-time channel of a room (spec: room:{roomId}). */
export const roomChannel = (roomId: number) => `room:${roomId}`;
