import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { MESSAGING_EVENTS, messagePreview } from '@tandem/shared';
import { outboxPushes } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildRoom } from '../../test/factories/messaging';
import { connect, listen, outgoing, request } from '../../test/realtime';
import { createTestApp, type TestApp } from '../../test/test-app';

/* A new chat message queues a web push to the room's other member (decision 021). */

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
let coach: { id: number; email: string; companyId: number | null };
let client: { id: number; email: string };
let room: number;
let coachSocket: Socket;
let clientSocket: Socket;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id, { firstName: 'Casey', lastName: 'Coach' });
  client = (await buildClient(t.db, coach, {}, { firstName: 'Robin', lastName: 'Client' })).user;
  room = (await buildRoom(t.db, coach.id, client.id)).id;
  for (const user of [coach, client]) {
    const socket = await connect(baseUrl, await authHeader(t.app, user.email));
    sockets.push(socket);
  }
  [coachSocket, clientSocket] = sockets as [Socket, Socket];
});
afterEach(async () => {
  await t.db.delete(outboxPushes);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const pushes = () => t.db.select().from(outboxPushes).orderBy(outboxPushes.id);

describe('message push', () => {
  it("queues one push to the client, titled with the coach's name, with the message preview", async () => {
    const text = `Well done this week! ${'You kept every habit going and that shows real commitment. '.repeat(2)}`;
    const sent = await request<{ id: number }>(coachSocket, MESSAGING_EVENTS.send, outgoing(room, text));
    expect(sent).toMatchObject({ ok: true });
    const rows = await pushes();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: client.id,
      kind: 'message',
      title: 'Casey Coach',
      body: messagePreview(text, false),
      url: '/',
    });
    expect(rows[0]!.body.endsWith('…')).toBe(true);
  });

  it("sends the coach's push to their Messages page on that room, and none to the sender", async () => {
    await request(clientSocket, MESSAGING_EVENTS.send, outgoing(room, 'Thanks!'));
    const rows = await pushes();
    expect(rows.map((row) => [row.userId, row.title, row.body, row.url])).toEqual([
      [coach.id, 'Robin Client', 'Thanks!', `/messages?room=${room}`],
    ]);
  });

  it('queues one push per message, however often the same message is sent', async () => {
    const message = outgoing(room, 'Sent twice', randomUUID());
    const first = await request<{ id: number }>(coachSocket, MESSAGING_EVENTS.send, message);
    await request(coachSocket, MESSAGING_EVENTS.send, message);
    const rows = await pushes();
    expect(rows).toHaveLength(1);
    if (!first.ok) throw new Error(first.error);
    expect(rows[0]!.idempotencyKey).toBe(`message:${first.data.id}:${client.id}`);
  });

  it('queues nothing when the message is refused', async () => {
    const refused = await request(clientSocket, MESSAGING_EVENTS.send, outgoing(room, '   '));
    expect(refused.ok).toBe(false);
    expect(await t.db.select().from(outboxPushes).where(eq(outboxPushes.userId, coach.id))).toEqual([]);
  });
});
