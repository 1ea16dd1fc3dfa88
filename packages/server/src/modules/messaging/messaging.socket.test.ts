import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { MESSAGING_EVENTS, type ChatMessage } from '@tandem/shared';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildRoom } from '../../test/factories/messaging';
import { collect, connect, eventually, listen, outgoing, request } from '../../test/realtime';

let t: TestApp;
let baseUrl: string;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let roomId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const other = await buildCoach(t.db, company.id);
  const casey = (await buildClient(t.db, coach)).user;
  for (const [role, user] of Object.entries({ coach, other, casey })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
  roomId = (await buildRoom(t.db, coach.id, casey.id)).id;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

async function device(role: string) {
  const socket = await connect(baseUrl, auth[role]!);
  sockets.push(socket);
  return socket;
}

describe('real-time messaging on one process', () => {
  it('refuses a socket without a valid session token', async () => {
    await expect(connect(baseUrl, 'Token not-a-token')).rejects.toThrow('Invalid token.');
    await expect(connect(baseUrl, '')).rejects.toThrow('Authentication credentials were not provided.');
  });

  it('stores a message, then delivers it to both members once', async () => {
    const coach = await device('coach');
    const casey = await device('casey');
    const toCoach = collect<ChatMessage>(coach, MESSAGING_EVENTS.message);
    const toCasey = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);

    const ack = await request<ChatMessage>(coach, MESSAGING_EVENTS.send, outgoing(roomId, ' Hello Casey '));
    expect(ack).toMatchObject({
      ok: true,
      data: { room_id: roomId, sender_id: ids.coach, payload: { message: 'Hello Casey' } },
    });
    await eventually(() => toCasey.length === 1 && toCoach.length === 1);
    expect(toCasey[0]).toEqual(ack.ok && ack.data);
    const [stored] = await t.db.select({ n: count() }).from(messages).where(eq(messages.roomId, roomId));
    expect(stored!.n).toBeGreaterThanOrEqual(1);
  });
});
