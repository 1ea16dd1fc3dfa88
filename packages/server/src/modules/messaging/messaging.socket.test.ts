import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectRaw, type Socket } from 'socket.io-client';
import { MESSAGING_EVENTS, MESSAGING_MESSAGES, type ChatMessage, type MessagingRoom } from '@tandem/shared';
import { clientProfiles, messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildRoom } from '../../test/factories/messaging';
import {
  collect,
  connect,
  dropRedisKeys,
  eventually,
  listen,
  outgoing,
  redisConfig,
  waitForRecoverySession,
  request,
  testRedisUrl,
} from '../../test/realtime';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A coach, a client of theirs with a room, and a colleague with a client of his own. */
async function buildCast(t: TestApp) {
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const casey = (await buildClient(t.db, coach)).user;
  const robin = (await buildClient(t.db, colleague)).user;
  const auth: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const emails: Record<string, string> = {};
  for (const [role, user] of Object.entries({ coach, colleague, casey, robin })) {
    ids[role] = user.id;
    emails[role] = user.email;
    auth[role] = await authHeader(t.app, user.email);
  }
  const room = (await buildRoom(t.db, coach.id, casey.id)).id;
  const colleagueRoom = (await buildRoom(t.db, colleague.id, robin.id)).id;
  return { auth, ids, emails, room, colleagueRoom };
}

async function device(baseUrl: string, authorization: string) {
  const socket = await connect(baseUrl, authorization);
  sockets.push(socket);
  return socket;
}

/** Waits a little so that anything wrongly sent would have arrived by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function storedCount(t: TestApp, room: number) {
  const [row] = await t.db.select({ n: count() }).from(messages).where(eq(messages.roomId, room));
  return row!.n;
}

/** Drops the device's transport as a network failure would; the client then reconnects by itself. */
function dropConnection(socket: Socket) {
  (socket.io as unknown as { engine: { close(): void } }).engine.close();
}

describe('real-time messaging on one process', () => {
  let t: TestApp;
  let baseUrl: string;
  let cast: Awaited<ReturnType<typeof buildCast>>;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    cast = await buildCast(t);
  });
  afterAll(() => t.close());

  it('refuses a socket without a valid session token', async () => {
    await expect(connect(baseUrl, 'Token not-a-token')).rejects.toThrow('Invalid token.');
    await expect(connect(baseUrl, '')).rejects.toThrow('Authentication credentials were not provided.');
  });

  it('announces the server version on connection', async () => {
    const socket = connectRaw(baseUrl, {
      auth: { token: cast.auth.coach!.replace('Token ', '') },
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(socket);
    const version = await new Promise((resolve) => socket.once(MESSAGING_EVENTS.version, resolve));
    expect(version).toEqual({ version: t.config.appVersion });
  });

  it('stores a message, then delivers it to both members once and to nobody else', async () => {
    const coach = await device(baseUrl, cast.auth.coach!);
    const casey = await device(baseUrl, cast.auth.casey!);
    const colleague = await device(baseUrl, cast.auth.colleague!);
    const robin = await device(baseUrl, cast.auth.robin!);
    const received = [coach, casey, colleague, robin].map((socket) =>
      collect<ChatMessage>(socket, MESSAGING_EVENTS.message),
    );

    const ack = await request<ChatMessage>(
      coach,
      MESSAGING_EVENTS.send,
      outgoing(cast.room, ' Hello Casey '),
    );
    expect(ack).toMatchObject({
      ok: true,
      data: { room_id: cast.room, sender_id: cast.ids.coach, payload: { message: 'Hello Casey' } },
    });
    await eventually(() => received[0]!.length === 1 && received[1]!.length === 1);
    await settle();
    expect(received.map((list) => list.length)).toEqual([1, 1, 0, 0]);
    expect(received[1]![0]).toEqual(ack.ok && ack.data);
  });

  it('has joined the room channels before the device is told it is connected', async () => {
    // A message broadcast right after the device's `connect` must reach it: the channels are
    // joined during the handshake, not after.
    const joined = new Promise<string[]>((resolve) =>
      t.app.ctx.realtime.io.once('connection', (socket) => resolve([...socket.rooms])),
    );
    await device(baseUrl, cast.auth.casey!);
    expect(await joined).toEqual(expect.arrayContaining([`room:${cast.room}`, `user:${cast.ids.casey}`]));
  });

  it('lets only members join a room channel, and keeps strangers deaf to it', async () => {
    const colleague = await device(baseUrl, cast.auth.colleague!);
    const robin = await device(baseUrl, cast.auth.robin!);
    const overheard = [colleague, robin].map((socket) =>
      collect<ChatMessage>(socket, MESSAGING_EVENTS.message),
    );
    for (const socket of [colleague, robin]) {
      expect(await request(socket, MESSAGING_EVENTS.join, { room: cast.room })).toEqual({
        ok: false,
        status: 404,
        error: 'Not found.',
      });
    }
    expect(await request(colleague, MESSAGING_EVENTS.join, { room: cast.colleagueRoom })).toEqual({
      ok: true,
      data: { room: cast.colleagueRoom },
    });
    expect(await request(colleague, MESSAGING_EVENTS.join, { room: 'x' })).toMatchObject({
      ok: false,
      status: 400,
    });

    const coach = await device(baseUrl, cast.auth.coach!);
    await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, 'Private to Casey'));
    await settle();
    expect(overheard.map((list) => list.length)).toEqual([0, 0]);
  });

  it('refuses to store a message from a non-member, an empty one, or one in a closed room', async () => {
    const colleague = await device(baseUrl, cast.auth.colleague!);
    const before = await storedCount(t, cast.room);
    expect(await request(colleague, MESSAGING_EVENTS.send, outgoing(cast.room, 'Hi'))).toMatchObject({
      ok: false,
      status: 404,
    });
    const coach = await device(baseUrl, cast.auth.coach!);
    expect(await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, '   '))).toEqual({
      ok: false,
      status: 400,
      error: MESSAGING_MESSAGES.emptyMessage,
    });
    expect(await request(coach, MESSAGING_EVENTS.send, { room: cast.room })).toMatchObject({
      ok: false,
      status: 400,
    });

    await t.db
      .update(clientProfiles)
      .set({ allowMessaging: false })
      .where(eq(clientProfiles.userId, cast.ids.casey!));
    try {
      expect(await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, 'Still there?'))).toEqual({
        ok: false,
        status: 403,
        error: MESSAGING_MESSAGES.cannotSend,
      });
    } finally {
      await t.db
        .update(clientProfiles)
        .set({ allowMessaging: true })
        .where(eq(clientProfiles.userId, cast.ids.casey!));
    }
    expect(await storedCount(t, cast.room)).toBe(before);
  });

  it('refuses a send from an admin impersonating a member, with its own reason', async () => {
    const admin = await buildUser(t.db, { isStaff: true });
    const adminAuth = await authHeader(t.app, admin.email);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      headers: { authorization: adminAuth },
      payload: { email: cast.emails.coach },
    });
    expect(session.statusCode).toBe(200);
    const before = await storedCount(t, cast.room);
    const impersonator = await device(baseUrl, `Token ${session.json().token}`);
    expect(await request(impersonator, MESSAGING_EVENTS.send, outgoing(cast.room, 'In your name'))).toEqual({
      ok: false,
      status: 403,
      error: MESSAGING_MESSAGES.impersonating,
    });
    expect(await storedCount(t, cast.room)).toBe(before);
  });

  it('stores and delivers a retried send once, answering the stored message to every retry', async () => {
    const coach = await device(baseUrl, cast.auth.coach!);
    const casey = await device(baseUrl, cast.auth.casey!);
    const received = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);
    const before = await storedCount(t, cast.room);
    const message = outgoing(cast.room, 'Sent twice', randomUUID());

    const acks = await Promise.all([
      request<ChatMessage>(coach, MESSAGING_EVENTS.send, message),
      request<ChatMessage>(coach, MESSAGING_EVENTS.send, message),
    ]);
    const again = await request<ChatMessage>(coach, MESSAGING_EVENTS.send, message);
    const ids = [...acks, again].map((ack) => ack.ok && ack.data.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(Number));
    expect(await storedCount(t, cast.room)).toBe(before + 1);
    await eventually(() => received.length === 1);
    await settle();
    expect(received).toHaveLength(1);
  });

  it('joins a new room at once on the devices of both members, with a room event', async () => {
    const { company } = await buildOwner(t.db);
    const coachUser = await buildCoach(t.db, company.id);
    const client = (await buildClient(t.db, coachUser)).user;
    const coachAuth = await authHeader(t.app, coachUser.email);
    const clientDevice = await device(baseUrl, await authHeader(t.app, client.email));
    const rooms = collect<MessagingRoom>(clientDevice, MESSAGING_EVENTS.room);
    const inbox = collect<ChatMessage>(clientDevice, MESSAGING_EVENTS.message);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/messaging-rooms/',
      headers: { authorization: coachAuth },
      payload: { client: client.id },
    });
    expect(opened.statusCode).toBe(201);
    const roomId = opened.json().id as number;
    await eventually(() => rooms.length === 1);
    expect(rooms[0]).toMatchObject({ id: roomId, client: client.id, coach: coachUser.id });

    const coachDevice = await device(baseUrl, coachAuth);
    await request(coachDevice, MESSAGING_EVENTS.send, outgoing(roomId, 'Welcome aboard'));
    await eventually(() => inbox.length === 1);
    expect(inbox[0]!.payload.message).toBe('Welcome aboard');
  });

  it('recovers a dropped connection: what was sent meanwhile arrives once', async () => {
    const coach = await device(baseUrl, cast.auth.coach!);
    const casey = await device(baseUrl, cast.auth.casey!);
    const inbox = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);
    // The server keeps a recovery session only after the first packet carrying an offset.
    await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, 'Before the drop'));
    await eventually(() => inbox.length === 1);

    // The device comes back only once the server has seen it go (and kept its recovery session):
    // with a 50 ms reconnection delay on a busy machine it could otherwise come back first.
    const serverSide = casey.id!;
    casey.io.reconnection(false);
    dropConnection(casey);
    await eventually(() => !t.app.ctx.realtime.io.sockets.sockets.has(serverSide));
    const sent: string[] = [];
    for (const text of ['While away 1', 'While away 2', 'While away 3']) {
      const ack = await request<ChatMessage>(coach, MESSAGING_EVENTS.send, outgoing(cast.room, text));
      if (ack.ok) sent.push(ack.data.payload.message);
    }
    const reconnected = new Promise<void>((resolve) => casey.once('connect', () => resolve()));
    casey.io.reconnection(true);
    casey.connect();
    await reconnected;
    await eventually(() => inbox.length === 4);
    await settle();
    expect(casey.recovered).toBe(true);
    expect(inbox.map((message) => message.payload.message)).toEqual(['Before the drop', ...sent]);
  });

  it('sends what was typed while the connection was down once it is back, and stores it once', async () => {
    const coach = await device(baseUrl, cast.auth.coach!);
    const casey = await device(baseUrl, cast.auth.casey!);
    const inbox = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);
    const before = await storedCount(t, cast.room);
    dropConnection(coach);
    expect(coach.connected).toBe(false);
    // Socket.IO buffers the emit until the connection is back.
    const ack = await request<ChatMessage>(
      coach,
      MESSAGING_EVENTS.send,
      outgoing(cast.room, 'Typed offline'),
    );
    expect(ack.ok).toBe(true);
    await eventually(() => inbox.length === 1);
    expect(inbox[0]!.payload.message).toBe('Typed offline');
    expect(await storedCount(t, cast.room)).toBe(before + 1);
  });

  it('closes the devices of a session that logs out', async () => {
    const { company } = await buildOwner(t.db);
    const coachUser = await buildCoach(t.db, company.id);
    const authorization = await authHeader(t.app, coachUser.email);
    const socket = await device(baseUrl, authorization);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
  });
});

describe.skipIf(!testRedisUrl())('real-time messaging across processes (Redis Streams adapter)', () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let cast: Awaited<ReturnType<typeof buildCast>>;
  const redis = redisConfig();

  beforeAll(async () => {
    t = await createTestApp(redis);
    sibling = await t.sibling(redis);
    urlA = await listen(t.app);
    urlB = await listen(sibling);
    cast = await buildCast(t);
  });
  afterAll(async () => {
    await t.close();
    await dropRedisKeys(redis.redisPrefix);
  });

  it('delivers messages both ways between a coach on one process and a client on another', async () => {
    const coach = await device(urlA, cast.auth.coach!);
    const casey = await device(urlB, cast.auth.casey!);
    const robin = await device(urlB, cast.auth.robin!);
    const toCoach = collect<ChatMessage>(coach, MESSAGING_EVENTS.message);
    const toCasey = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);
    const toRobin = collect<ChatMessage>(robin, MESSAGING_EVENTS.message);

    await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, 'From process A'));
    await eventually(() => toCasey.length === 1);
    await request(casey, MESSAGING_EVENTS.send, outgoing(cast.room, 'Answer from process B'));
    await eventually(() => toCoach.length === 2);
    await settle();
    expect(toCasey.map((message) => message.payload.message)).toEqual([
      'From process A',
      'Answer from process B',
    ]);
    expect(toCoach.map((message) => message.payload.message)).toEqual([
      'From process A',
      'Answer from process B',
    ]);
    expect(toRobin).toHaveLength(0);
  });

  it('joins a room opened on one process on the devices connected to the other', async () => {
    const { company } = await buildOwner(t.db);
    const coachUser = await buildCoach(t.db, company.id);
    const client = (await buildClient(t.db, coachUser)).user;
    const coachAuth = await authHeader(t.app, coachUser.email);
    const clientDevice = await device(urlB, await authHeader(t.app, client.email));
    const inbox = collect<ChatMessage>(clientDevice, MESSAGING_EVENTS.message);
    const rooms = collect<MessagingRoom>(clientDevice, MESSAGING_EVENTS.room);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/messaging-rooms/',
      headers: { authorization: coachAuth },
      payload: { client: client.id },
    });
    await eventually(() => rooms.length === 1);
    const coachDevice = await device(urlA, coachAuth);
    await request(coachDevice, MESSAGING_EVENTS.send, outgoing(opened.json().id, 'Across processes'));
    await eventually(() => inbox.length === 1);
  });

  it('recovers a dropped device on another process with everything it missed, once', async () => {
    const coach = await device(urlA, cast.auth.coach!);
    const casey = await device(urlB, cast.auth.casey!);
    const inbox = collect<ChatMessage>(casey, MESSAGING_EVENTS.message);
    await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, 'Seen on B'));
    await eventually(() => inbox.length === 1);
    const state = casey as unknown as { _pid: string; _lastOffset: string };
    const { _pid: pid, _lastOffset: offset } = state;
    // A network failure, not a log-out (only an involuntary disconnection keeps a session), and
    // no automatic reconnection to B: the device comes back elsewhere.
    casey.io.reconnection(false);
    dropConnection(casey);

    for (const text of ['Missed 1', 'Missed 2'])
      await request(coach, MESSAGING_EVENTS.send, outgoing(cast.room, text));
    await waitForRecoverySession(redis.redisPrefix, pid);
    // The device comes back through process A (a load balancer's choice) with its recovery session.
    const back = connectRaw(urlA, {
      auth: { token: cast.auth.casey!.replace('Token ', ''), pid, offset },
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(back);
    const missed = collect<ChatMessage>(back, MESSAGING_EVENTS.message);
    await new Promise<void>((resolve) => back.once('connect', () => resolve()));
    await eventually(() => missed.length === 2);
    await settle();
    expect(missed.map((message) => message.payload.message)).toEqual(['Missed 1', 'Missed 2']);
  });
});
