import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  chatMessageSchema,
  MESSAGES,
  MESSAGING_MESSAGES,
  messagingRoomInfoSchema,
  messagingRoomSchema,
  paginatedSchema,
  roomUserSchema,
  type ChatMessage,
} from '@tandem/shared';
import { clientProfiles, messagingRoomMembers, messagingRooms } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildMessage, buildRoom } from '../../test/factories/messaging';

let t: TestApp;
let companyId: number;
/** The coach most tests use; list tests make coaches of their own so they see only their rooms. */
let coach: Awaited<ReturnType<typeof buildCoach>>;
/** Another coach of the same company: neither may see the other's rooms. */
let colleague: Awaited<ReturnType<typeof buildCoach>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildOwner(t.db);
  companyId = built.company.id;
  coach = await buildCoach(t.db, companyId, { firstName: 'Cora', lastName: 'Lane' });
  colleague = await buildCoach(t.db, companyId);
  const admin = await buildUser(t.db, { isStaff: true });
  auth.coach = await authHeader(t.app, coach.email);
  auth.colleague = await authHeader(t.app, colleague.email);
  auth.admin = await authHeader(t.app, admin.email);
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

// Strict all the way down: a field the contract does not name fails the parse.
const strictSender = roomUserSchema.extend({ email: z.string() }).strict();
const strictMessage = chatMessageSchema
  .extend({ sender: strictSender, payload: z.object({ message: z.string() }).strict() })
  .strict();
const strictRoom = messagingRoomSchema
  .extend({ users: z.array(roomUserSchema.strict()), last_message: strictMessage.nullable() })
  .strict();
const roomPage = paginatedSchema(strictRoom).strict();
const messagePage = z.object({ next: z.string().nullable(), results: z.array(strictMessage) }).strict();

/** `minutes` before now, to the millisecond (messages are stored to the millisecond). */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A coach of their own, logged in as `role`. */
async function freshCoach(role: string, overrides: Parameters<typeof buildCoach>[2] = {}) {
  const user = await buildCoach(t.db, companyId, overrides);
  auth[role] = await authHeader(t.app, user.email);
  return user;
}

/** A client of `coachUser` (the main coach unless given), logged in as `role`. */
async function client(
  role: string,
  profile: Parameters<typeof buildClient>[2] = {},
  coachUser: { id: number; companyId: number | null } = coach,
  user: Parameters<typeof buildClient>[3] = {},
) {
  const built = (await buildClient(t.db, coachUser, profile, user)).user;
  auth[role] = await authHeader(t.app, built.email);
  return built;
}

async function listRooms(role: string, query = '') {
  const response = await call('GET', `coaches/messaging-rooms/${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return roomPage.parse(response.json());
}

async function unread(role: string) {
  const response = await call('GET', 'coaches/messaging-rooms/info/', role);
  expect(response.statusCode, response.body).toBe(200);
  return messagingRoomInfoSchema.parse(response.json());
}

async function markSeen(role: string, roomId: number, lastSeen: Date | string, prefix = 'coaches') {
  const response = await call('PATCH', `${prefix}/messaging-rooms/${roomId}/`, role, {
    last_seen: typeof lastSeen === 'string' ? lastSeen : lastSeen.toISOString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return strictRoom.parse(response.json());
}

/** The stored read mark of a member, straight from the table. */
async function storedLastSeen(roomId: number, userId: number) {
  const [row] = await t.db
    .select({ lastSeen: messagingRoomMembers.lastSeen })
    .from(messagingRoomMembers)
    .where(and(eq(messagingRoomMembers.roomId, roomId), eq(messagingRoomMembers.userId, userId)));
  return row?.lastSeen ?? null;
}

const moveClient = (clientId: number, coachId: number | null) =>
  t.db.update(clientProfiles).set({ coachId }).where(eq(clientProfiles.userId, clientId));

describe('GET coaches/messaging-rooms/', () => {
  it("lists the coach's rooms latest message first, rooms without messages last, never a colleague's", async () => {
    const lister = await freshCoach('lister');
    const [older, newer, quiet, quieter] = await Promise.all(
      ['older', 'newer', 'quiet', 'quieter'].map((role) => client(role, {}, lister)),
    );
    const olderRoom = await buildRoom(t.db, lister.id, older!.id);
    const newerRoom = await buildRoom(t.db, lister.id, newer!.id);
    const quietRoom = await buildRoom(t.db, lister.id, quiet!.id);
    const quieterRoom = await buildRoom(t.db, lister.id, quieter!.id);
    // The oldest room gets the newest message: the order follows messages, not rooms.
    await buildMessage(t.db, olderRoom.id, older!.id, 'A while ago', ago(60));
    await buildMessage(t.db, newerRoom.id, lister.id, 'Earlier', ago(50));
    await buildMessage(t.db, olderRoom.id, lister.id, 'Just now', ago(5));
    await buildMessage(t.db, newerRoom.id, newer!.id, 'In between', ago(30));
    const outsider = await client('outsider', {}, colleague);
    const colleagueRoom = await buildRoom(t.db, colleague.id, outsider.id);
    await buildMessage(t.db, colleagueRoom.id, outsider.id, 'Newest of all', ago(1));

    const all = await listRooms('lister');
    expect(all.count).toBe(4);
    // Without messages: newest room first.
    expect(all.results.map((room) => room.id)).toEqual([
      olderRoom.id,
      newerRoom.id,
      quieterRoom.id,
      quietRoom.id,
    ]);
    expect(all.results[0]!.last_message?.payload.message).toBe('Just now');
    expect(all.results[1]!.last_message?.payload.message).toBe('In between');
    expect(all.results[2]!.last_message).toBeNull();

    const active = await listRooms('lister', '?active=true');
    expect(active.count).toBe(2);
    expect(active.results.map((room) => room.id)).toEqual([olderRoom.id, newerRoom.id]);
    const inactive = await listRooms('lister', '?active=false');
    expect(inactive.results.map((room) => room.id)).toEqual([quieterRoom.id, quietRoom.id]);

    const one = await listRooms('lister', `?client=${newer!.id}`);
    expect(one.count).toBe(1);
    expect(one.results.map((room) => room.id)).toEqual([newerRoom.id]);
    expect((await listRooms('lister', `?client=${outsider.id}`)).results).toEqual([]);
    expect((await listRooms('lister', `?active=true&client=${quiet!.id}`)).results).toEqual([]);

    const second = await listRooms('lister', '?limit=1&offset=1');
    expect(second.count).toBe(4);
    expect(second.results.map((room) => room.id)).toEqual([newerRoom.id]);
    expect(second.next).toContain('offset=2');
    expect(second.previous).toContain('offset=0');

    // The colleague sees their own room only.
    expect((await listRooms('colleague')).results.map((room) => room.id)).toEqual([colleagueRoom.id]);
  });

  it("presents the members, the latest message and the caller's own read mark", async () => {
    const presenter = await freshCoach('presenter', { firstName: 'Pia', lastName: 'Stone' });
    const dana = await client('dana', {}, presenter, { firstName: 'Dana', lastName: 'Fox' });
    const room = await buildRoom(t.db, presenter.id, dana.id);
    await buildMessage(t.db, room.id, dana.id, 'Slept eight hours!', ago(20));
    const latest = await buildMessage(t.db, room.id, presenter.id, 'That is a great start.', ago(10));
    const coachSeen = ago(15);
    const danaSeen = ago(12);
    await markSeen('presenter', room.id, coachSeen);
    await markSeen('dana', room.id, danaSeen, 'clients');

    const [listed] = (await listRooms('presenter')).results;
    const expectedMessage: ChatMessage = {
      id: latest.id,
      room_id: room.id,
      sender_id: presenter.id,
      sender: {
        id: presenter.id,
        email: presenter.email,
        first_name: 'Pia',
        last_name: 'Stone',
        image: null,
      },
      created_at: latest.createdAt.toISOString(),
      client_id: latest.clientId,
      payload: { message: 'That is a great start.' },
    };
    expect(listed).toEqual({
      id: room.id,
      coach: presenter.id,
      client: dana.id,
      users: [
        { id: presenter.id, first_name: 'Pia', last_name: 'Stone', image: null },
        { id: dana.id, first_name: 'Dana', last_name: 'Fox', image: null },
      ],
      last_message: expectedMessage,
      last_seen: coachSeen.toISOString(),
      can_send: true,
      created_at: room.createdAt.toISOString(),
    });

    // The same room, as each member reads it: only last_seen differs.
    const asCoach = await call('GET', `coaches/messaging-rooms/${room.id}/`, 'presenter');
    expect(strictRoom.parse(asCoach.json())).toEqual(listed);
    const asDana = await call('GET', `coaches/messaging-rooms/${room.id}/`, 'dana');
    expect(strictRoom.parse(asDana.json())).toEqual({ ...listed, last_seen: danaSeen.toISOString() });
    const danaList = await call('GET', 'clients/messaging-rooms/', 'dana');
    expect(roomPage.parse(danaList.json()).results).toEqual([
      { ...listed, last_seen: danaSeen.toISOString() },
    ]);
  });

  it('still lists a deactivated client and one whose messaging is off, with can_send false', async () => {
    const keeper = await freshCoach('keeper');
    const active = await client('active-client', {}, keeper);
    const muted = await client('muted-client', { allowMessaging: false }, keeper);
    const gone = (await buildClient(t.db, keeper, { deactivated: new Date() })).user;
    const rooms = {
      [active.id]: await buildRoom(t.db, keeper.id, active.id),
      [muted.id]: await buildRoom(t.db, keeper.id, muted.id),
      [gone.id]: await buildRoom(t.db, keeper.id, gone.id),
    };
    const page = await listRooms('keeper');
    expect(page.count).toBe(3);
    expect(Object.fromEntries(page.results.map((room) => [room.client, room.can_send]))).toEqual({
      [active.id]: true,
      [muted.id]: false,
      [gone.id]: false,
    });
    // The coach still reads both closed rooms.
    for (const clientId of [muted.id, gone.id]) {
      const room = await call('GET', `coaches/messaging-rooms/${rooms[clientId]!.id}/`, 'keeper');
      expect(room.statusCode).toBe(200);
      expect(room.json()).toMatchObject({ id: rooms[clientId]!.id, can_send: false });
      const history = await call('GET', `messages/?room=${rooms[clientId]!.id}`, 'keeper');
      expect(history.statusCode).toBe(200);
    }
  });

  it("drops a client who moved to another coach: the old room answers 404 to both, and the new coach's room is new", async () => {
    const former = await freshCoach('former');
    const next = await freshCoach('next');
    const mover = await client('mover', {}, former);
    const stays = await client('stays', {}, former);
    const oldRoom = await buildRoom(t.db, former.id, mover.id);
    const otherRoom = await buildRoom(t.db, former.id, stays.id);
    await buildMessage(t.db, oldRoom.id, mover.id, 'See you Monday', ago(10));
    await buildMessage(t.db, oldRoom.id, former.id, 'See you!', ago(9));
    await buildMessage(t.db, otherRoom.id, stays.id, 'Hello', ago(8));
    expect((await listRooms('former')).results.map((room) => room.id)).toEqual([otherRoom.id, oldRoom.id]);
    expect(await unread('former')).toEqual({ [oldRoom.id]: 1, [otherRoom.id]: 1 });
    expect(await unread('mover')).toEqual({ [oldRoom.id]: 1 });

    await moveClient(mover.id, next.id);

    const after = await listRooms('former');
    expect(after.count).toBe(1);
    expect(after.results.map((room) => room.id)).toEqual([otherRoom.id]);
    expect((await listRooms('former', `?client=${mover.id}`)).results).toEqual([]);
    expect(await unread('former')).toEqual({ [otherRoom.id]: 1 });
    expect(await unread('mover')).toEqual({});
    for (const role of ['former', 'mover']) {
      expect((await call('GET', `coaches/messaging-rooms/${oldRoom.id}/`, role)).statusCode).toBe(404);
      expect((await call('GET', `messages/?room=${oldRoom.id}`, role)).statusCode).toBe(404);
      const patch = await call('PATCH', `coaches/messaging-rooms/${oldRoom.id}/`, role, {
        last_seen: new Date().toISOString(),
      });
      expect(patch.statusCode).toBe(404);
    }
    // The new coach does not inherit the old conversation.
    expect((await listRooms('next')).results).toEqual([]);
    expect((await call('GET', `messages/?room=${oldRoom.id}`, 'next')).statusCode).toBe(404);

    // The client's list holds only a room with the current coach, made on their first chat.
    const mine = await call('GET', 'clients/messaging-rooms/', 'mover');
    expect(roomPage.parse(mine.json())).toMatchObject({ count: 0, results: [] });
    const opened = await call('POST', 'clients/messaging-rooms/', 'mover');
    expect(opened.statusCode).toBe(201);
    const fresh = strictRoom.parse(opened.json());
    expect(fresh).toMatchObject({ coach: next.id, client: mover.id, last_message: null });
    expect(fresh.id).not.toBe(oldRoom.id);
    expect((await listRooms('next')).results.map((room) => room.id)).toEqual([fresh.id]);
  });
});

describe('POST coaches/messaging-rooms/', () => {
  const roomsOf = async (coachId: number, clientId: number) => {
    const [rooms] = await t.db
      .select({ n: count() })
      .from(messagingRooms)
      .where(and(eq(messagingRooms.coachId, coachId), eq(messagingRooms.clientId, clientId)));
    const members = await t.db
      .select({ userId: messagingRoomMembers.userId })
      .from(messagingRoomMembers)
      .innerJoin(messagingRooms, eq(messagingRooms.id, messagingRoomMembers.roomId))
      .where(and(eq(messagingRooms.coachId, coachId), eq(messagingRooms.clientId, clientId)));
    return { rooms: rooms!.n, members: members.map((member) => member.userId).sort((a, b) => a - b) };
  };

  it('opens the room with a client: 201 the first time, then 200 with the same room', async () => {
    const erin = await client('erin', {}, coach, { firstName: 'Erin', lastName: 'Hale' });
    const first = await call('POST', 'coaches/messaging-rooms/', 'coach', { client: erin.id });
    expect(first.statusCode).toBe(201);
    const room = strictRoom.parse(first.json());
    expect(room).toMatchObject({
      coach: coach.id,
      client: erin.id,
      users: [
        { id: coach.id, first_name: 'Cora', last_name: 'Lane', image: null },
        { id: erin.id, first_name: 'Erin', last_name: 'Hale', image: null },
      ],
      last_message: null,
      last_seen: null,
      can_send: true,
    });
    const again = await call('POST', 'coaches/messaging-rooms/', 'coach', { client: erin.id });
    expect(again.statusCode).toBe(200);
    expect(strictRoom.parse(again.json())).toEqual(room);
    expect(await roomsOf(coach.id, erin.id)).toEqual({ rooms: 1, members: [coach.id, erin.id] });
    // The client reaches the same room from their side.
    const fromClient = await call('POST', 'clients/messaging-rooms/', 'erin');
    expect(fromClient.statusCode).toBe(200);
    expect(fromClient.json()).toMatchObject({ id: room.id });
  });

  it('makes one room for five requests at once', async () => {
    const fay = await client('fay');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', 'coaches/messaging-rooms/', 'coach', { client: fay.id })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await roomsOf(coach.id, fay.id)).toEqual({ rooms: 1, members: [coach.id, fay.id] });
  });

  it.each([
    ["another coach's client", async () => (await buildClient(t.db, colleague)).user.id, 'invalidPk'],
    ['an id that is nobody', async () => 987_654, 'invalidPk'],
    ['a coach (not a client)', async () => colleague.id, 'invalidPk'],
    [
      'a deactivated client',
      async () => (await buildClient(t.db, coach, { deactivated: new Date() })).user.id,
      MESSAGING_MESSAGES.clientDeactivated,
    ],
    [
      'a client whose messaging is off',
      async () => (await buildClient(t.db, coach, { allowMessaging: false })).user.id,
      MESSAGING_MESSAGES.clientCannotMessage,
    ],
  ])('refuses %s with 400 on `client`, making no room', async (_who, clientId, message) => {
    const id = await clientId();
    const response = await call('POST', 'coaches/messaging-rooms/', 'coach', { client: id });
    expect(response.statusCode).toBe(400);
    const expected = message === 'invalidPk' ? `Invalid pk "${id}" - object does not exist.` : message;
    expect(response.json()).toEqual({ client: [expected] });
    expect((await roomsOf(coach.id, id)).rooms).toBe(0);
  });

  it('answers 400 on `client` when it is missing or not a number', async () => {
    for (const body of [{}, { client: 'abc' }, { client: 0 }]) {
      const response = await call('POST', 'coaches/messaging-rooms/', 'coach', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['client']);
    }
  });

  it('refuses a client on the coach-only endpoints (403)', async () => {
    const gus = await client('gus');
    const list = await call('GET', 'coaches/messaging-rooms/', 'gus');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ detail: MESSAGES.noPermission });
    const open = await call('POST', 'coaches/messaging-rooms/', 'gus', { client: gus.id });
    expect(open.statusCode).toBe(403);
    expect((await roomsOf(coach.id, gus.id)).rooms).toBe(0);
    expect((await call('GET', 'coaches/messaging-rooms/', null)).statusCode).toBe(401);
  });
});

describe('GET coaches/messaging-rooms/info/ and the read mark', () => {
  it("counts others' messages after the read mark, never one's own, and leaves out rooms with none", async () => {
    const counter = await freshCoach('counter');
    const pat = await client('pat', {}, counter);
    const quinn = await client('quinn', {}, counter);
    const rae = await client('rae', {}, counter);
    const patRoom = await buildRoom(t.db, counter.id, pat.id);
    const quinnRoom = await buildRoom(t.db, counter.id, quinn.id);
    const raeRoom = await buildRoom(t.db, counter.id, rae.id);
    await buildMessage(t.db, patRoom.id, pat.id, 'Read already', ago(50));
    await buildMessage(t.db, patRoom.id, pat.id, 'Unread one', ago(40));
    await buildMessage(t.db, patRoom.id, counter.id, 'My own reply', ago(30));
    await buildMessage(t.db, patRoom.id, pat.id, 'Unread two', ago(20));
    await buildMessage(t.db, quinnRoom.id, counter.id, 'Only mine', ago(10));
    await buildMessage(t.db, raeRoom.id, rae.id, 'Seen', ago(10));
    await markSeen('counter', patRoom.id, ago(45));
    await markSeen('counter', raeRoom.id, new Date());

    expect(await unread('counter')).toEqual({ [patRoom.id]: 2 });
    // Clients count the coach's messages; pat never looked, so the coach's one reply is unread.
    expect(await unread('pat')).toEqual({ [patRoom.id]: 1 });
    expect(await unread('quinn')).toEqual({ [quinnRoom.id]: 1 });
    expect(await unread('rae')).toEqual({});

    await markSeen('pat', patRoom.id, new Date(), 'clients');
    expect(await unread('pat')).toEqual({});
    // The client reading does not read for the coach.
    expect(await unread('counter')).toEqual({ [patRoom.id]: 2 });
    // A colleague's unread counts never include this coach's rooms.
    expect(Object.keys(await unread('colleague'))).not.toContain(String(patRoom.id));
  });

  it('moves the read mark forward only', async () => {
    const sid = await client('sid');
    const room = await buildRoom(t.db, coach.id, sid.id);
    for (const minutes of [30, 20, 10]) await buildMessage(t.db, room.id, sid.id, `${minutes}`, ago(minutes));
    const newer = ago(15);
    expect((await markSeen('coach', room.id, newer)).last_seen).toBe(newer.toISOString());
    expect((await unread('coach'))[room.id]).toBe(1);

    // An older mark (a stale tab) keeps the newer one.
    const back = await markSeen('coach', room.id, ago(25));
    expect(back.last_seen).toBe(newer.toISOString());
    expect((await unread('coach'))[room.id]).toBe(1);
    expect((await storedLastSeen(room.id, coach.id))?.toISOString()).toBe(newer.toISOString());

    // Any offset is the same instant.
    const later = ago(5);
    const inParis = later.toISOString().replace('Z', '+00:00');
    expect((await markSeen('coach', room.id, inParis)).last_seen).toBe(later.toISOString());
    expect((await unread('coach'))[room.id]).toBeUndefined();
  });

  it('caps a read mark in the future at now, so messages sent later are unread', async () => {
    const tess = await client('tess');
    const room = await buildRoom(t.db, coach.id, tess.id);
    await buildMessage(t.db, room.id, tess.id, 'Before', ago(1));
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const marked = await markSeen('coach', room.id, tomorrow);
    const answeredAt = Date.now();
    expect(marked.last_seen).not.toBeNull();
    expect(new Date(marked.last_seen!).getTime()).toBeLessThanOrEqual(answeredAt);
    expect((await unread('coach'))[room.id]).toBeUndefined();

    // Messages carry milliseconds: let the clock pass the mark before the next one arrives.
    await pause(5);
    await buildMessage(t.db, room.id, tess.id, 'After', new Date());
    expect((await unread('coach'))[room.id]).toBe(1);
  });

  it('marks nothing when an admin impersonating the coach opens the room', async () => {
    const uma = await client('uma');
    const room = await buildRoom(t.db, coach.id, uma.id);
    await buildMessage(t.db, room.id, uma.id, 'Are you there?', ago(3));
    const session = await call('POST', 'user/impersonate/', 'admin', { email: coach.email });
    expect(session.statusCode).toBe(200);
    auth.impersonator = `Token ${session.json().token}`;

    // The impersonator reads what the coach reads...
    expect((await unread('impersonator'))[room.id]).toBe(1);
    const patched = await markSeen('impersonator', room.id, new Date());
    // ...but the answer shows the coach's mark, untouched.
    expect(patched.last_seen).toBeNull();
    expect(await storedLastSeen(room.id, coach.id)).toBeNull();
    expect((await unread('coach'))[room.id]).toBe(1);
    expect((await unread('impersonator'))[room.id]).toBe(1);
    // ...and cannot write in the coach's name, which the room says to them alone.
    expect(patched.can_send).toBe(false);
    const asCoach = await call('GET', `coaches/messaging-rooms/${room.id}/`, 'coach');
    expect(strictRoom.parse(asCoach.json()).can_send).toBe(true);
  });

  it('answers 400 on last_seen for a value that is not a date and time', async () => {
    const vic = await client('vic');
    const room = await buildRoom(t.db, coach.id, vic.id);
    for (const body of [{ last_seen: 'yesterday' }, { last_seen: '2026-13-01T00:00:00Z' }, {}]) {
      const response = await call('PATCH', `coaches/messaging-rooms/${room.id}/`, 'coach', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ last_seen: [expect.any(String)] });
    }
    expect(await storedLastSeen(room.id, coach.id)).toBeNull();
    // Someone else's room answers 404 whatever the body.
    const other = await call('PATCH', `clients/messaging-rooms/${room.id}/`, 'colleague', {
      last_seen: new Date().toISOString(),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET messages/', () => {
  it('answers members only: 404 for another coach, another client or an unknown room', async () => {
    const wren = await client('wren');
    await client('xena');
    const room = await buildRoom(t.db, coach.id, wren.id);
    await buildMessage(t.db, room.id, wren.id, 'Hi coach', ago(2));
    for (const role of ['coach', 'wren']) {
      const response = await call('GET', `messages/?room=${room.id}`, role);
      expect(response.statusCode).toBe(200);
      expect(messagePage.parse(response.json()).results.map((m) => m.payload.message)).toEqual(['Hi coach']);
    }
    for (const role of ['colleague', 'xena']) {
      const response = await call('GET', `messages/?room=${room.id}`, role);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
      expect((await call('GET', `coaches/messaging-rooms/${room.id}/`, role)).statusCode).toBe(404);
    }
    expect((await call('GET', 'messages/?room=999999', 'coach')).statusCode).toBe(404);
  });

  it('pages 40 at a time newest first, and `next` walks back without gaps or repeats through messages of one instant', async () => {
    const yara = await client('yara');
    const room = await buildRoom(t.db, coach.id, yara.id);
    const start = ago(24 * 60).getTime();
    // 95 messages a second apart, except two runs of seven that share one instant each, placed
    // across the page boundaries (newest-first positions 40 and 80).
    const stamps: number[] = [];
    for (let i = 0; i < 95; i++) stamps.push(start + i * 1000);
    for (const around of [95 - 40, 95 - 80]) {
      for (let i = around - 3; i <= around + 3; i++) stamps[i] = start + around * 1000;
    }
    const built = [];
    for (const [i, at] of stamps.entries()) {
      built.push(await buildMessage(t.db, room.id, i % 2 ? coach.id : yara.id, `message ${i}`, new Date(at)));
    }
    const expected = built
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((message) => message.id);

    const pages: ChatMessage[][] = [];
    let url: string | null = `messages/?room=${room.id}`;
    while (url && pages.length < 10) {
      const response = await call('GET', url, 'coach');
      expect(response.statusCode, response.body).toBe(200);
      const page = messagePage.parse(response.json());
      pages.push(page.results);
      if (page.next) {
        const next = new URL(page.next);
        const oldest = page.results.at(-1)!;
        expect(next.searchParams.get('last_seen_timestamp')).toBe(oldest.created_at);
        expect(next.searchParams.get('last_seen_id')).toBe(String(oldest.id));
        expect(next.searchParams.get('room')).toBe(String(room.id));
        url = `${next.pathname.replace(/^\/api\//, '')}${next.search}`;
      } else {
        url = null;
      }
    }
    expect(pages.map((page) => page.length)).toEqual([40, 40, 15]);
    // A last page that is exactly full has no `next` to an empty page.
    const firstPage = await call('GET', `messages/?room=${room.id}&limit=95`, 'coach');
    expect(messagePage.parse(firstPage.json())).toMatchObject({ next: null });
    expect(messagePage.parse(firstPage.json()).results).toHaveLength(95);
    expect(pages.flat().map((message) => message.id)).toEqual(expected);
  });

  it('takes a limit of 1 to 100, and needs a room', async () => {
    const zed = await client('zed');
    const room = await buildRoom(t.db, coach.id, zed.id);
    for (let i = 0; i < 6; i++) await buildMessage(t.db, room.id, zed.id, `m${i}`, ago(10 - i));
    const five = await call('GET', `messages/?room=${room.id}&limit=5`, 'coach');
    expect(five.statusCode).toBe(200);
    const page = messagePage.parse(five.json());
    expect(page.results.map((message) => message.payload.message)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(page.next).not.toBeNull();
    expect((await call('GET', `messages/?room=${room.id}&limit=100`, 'coach')).statusCode).toBe(200);

    for (const limit of ['101', '0', 'many']) {
      const response = await call('GET', `messages/?room=${room.id}&limit=${limit}`, 'coach');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ limit: [expect.any(String)] });
    }
    const noRoom = await call('GET', 'messages/', 'coach');
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json()).toEqual({ room: [expect.any(String)] });
    const badCursor = await call('GET', `messages/?room=${room.id}&last_seen_timestamp=soon`, 'coach');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({ last_seen_timestamp: [expect.any(String)] });
  });
});

describe('clients/messaging-rooms/', () => {
  it("makes the client's room with their coach: 201, then 200, and lists it", async () => {
    const abe = await client('abe', {}, coach, { firstName: 'Abe', lastName: 'North' });
    expect(roomPage.parse((await call('GET', 'clients/messaging-rooms/', 'abe')).json())).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const first = await call('POST', 'clients/messaging-rooms/', 'abe');
    expect(first.statusCode).toBe(201);
    const room = strictRoom.parse(first.json());
    expect(room).toMatchObject({ coach: coach.id, client: abe.id, last_message: null, can_send: true });
    const again = await call('POST', 'clients/messaging-rooms/', 'abe');
    expect(again.statusCode).toBe(200);
    expect(strictRoom.parse(again.json())).toEqual(room);
    const listed = roomPage.parse((await call('GET', 'clients/messaging-rooms/', 'abe')).json());
    expect(listed).toMatchObject({ count: 1, results: [room] });
    // The coach finds it too, without messages yet.
    expect((await listRooms('coach', `?client=${abe.id}`)).results.map((r) => r.id)).toEqual([room.id]);
  });

  it('refuses a client without a coach with 400 non_field_errors', async () => {
    const bo = await client('bo');
    await moveClient(bo.id, null);
    const response = await call('POST', 'clients/messaging-rooms/', 'bo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [MESSAGING_MESSAGES.noCoach] });
    expect(roomPage.parse((await call('GET', 'clients/messaging-rooms/', 'bo')).json()).count).toBe(0);
  });
});

describe('the messages feature', () => {
  let roomOf: Record<string, number>;
  let featureCoachClient: number;
  let excludedClient: number;

  beforeAll(async () => {
    // Each user has a room, so a 403 is about the feature and not about the room.
    const excluded = await client('excluded', {}, coach, { exclude: ['messages'] });
    const unlisted = await client('unlisted', {}, coach, { clientFeatures: ['goals', 'journal'] });
    const muted = await client('muted', { allowMessaging: false });
    const noFeature = await freshCoach('no-feature', { coachFeatures: ['dashboard'] });
    const excludedCoach = await freshCoach('excluded-coach', { exclude: ['messages'] });
    const own = await client('own', {}, noFeature);
    const ownToo = await client('own-too', {}, excludedCoach);
    featureCoachClient = own.id;
    excludedClient = excluded.id;
    roomOf = {
      excluded: (await buildRoom(t.db, coach.id, excluded.id)).id,
      unlisted: (await buildRoom(t.db, coach.id, unlisted.id)).id,
      muted: (await buildRoom(t.db, coach.id, muted.id)).id,
      'no-feature': (await buildRoom(t.db, noFeature.id, own.id)).id,
      'excluded-coach': (await buildRoom(t.db, excludedCoach.id, ownToo.id)).id,
    };
  });

  const clientEndpoints = (room: number) =>
    [
      ['GET', 'clients/messaging-rooms/'],
      ['POST', 'clients/messaging-rooms/'],
      ['GET', 'coaches/messaging-rooms/info/'],
      ['GET', `coaches/messaging-rooms/${room}/`],
      ['PATCH', `clients/messaging-rooms/${room}/`],
      ['GET', `messages/?room=${room}`],
    ] as const;
  const coachEndpoints = (room: number) =>
    [
      ['GET', 'coaches/messaging-rooms/'],
      ['POST', 'coaches/messaging-rooms/'],
      ['GET', 'coaches/messaging-rooms/info/'],
      ['GET', `coaches/messaging-rooms/${room}/`],
      ['PATCH', `coaches/messaging-rooms/${room}/`],
      ['GET', `messages/?room=${room}`],
    ] as const;

  it.each([
    ["a client whose exclude lists 'messages'", 'excluded', clientEndpoints],
    ["a client whose client_features lack 'messages'", 'unlisted', clientEndpoints],
    ['a client whose allow_messaging is off', 'muted', clientEndpoints],
    ["a coach whose coach_features lack 'messages'", 'no-feature', coachEndpoints],
    ["a coach whose exclude lists 'messages'", 'excluded-coach', coachEndpoints],
  ])('answers 403 on every endpoint to %s', async (_who, role, endpoints) => {
    for (const [method, url] of endpoints(roomOf[role]!)) {
      const body =
        method === 'PATCH'
          ? { last_seen: new Date().toISOString() }
          : method === 'POST' && url.startsWith('coaches')
            ? { client: featureCoachClient }
            : undefined;
      const response = await call(method, url, role, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ detail: MESSAGING_MESSAGES.notAllowed });
    }
  });

  it("lets a coach whose coach_features name 'messages' (without 'all') in", async () => {
    await freshCoach('messages-only', { coachFeatures: ['messages'] });
    expect((await call('GET', 'coaches/messaging-rooms/', 'messages-only')).statusCode).toBe(200);
    expect((await call('GET', 'coaches/messaging-rooms/info/', 'messages-only')).statusCode).toBe(200);
  });

  it("leaves the coach's side alone when only the client lost the feature", async () => {
    await buildMessage(t.db, roomOf.excluded!, excludedClient, 'Sent before the feature went', ago(1));
    expect((await unread('coach'))[roomOf.excluded!]).toBe(1);
    const room = await call('GET', `coaches/messaging-rooms/${roomOf.excluded}/`, 'coach');
    expect(room.statusCode).toBe(200);
    // Nobody could read an answer there: the room is closed to new messages.
    expect(strictRoom.parse(room.json()).can_send).toBe(false);
  });

  it('will not open a room with a client who lacks the feature, nor for a client whose coach lacks it', async () => {
    const lacking = await client('lacking', {}, coach, { exclude: ['messages'] });
    const refused = await call('POST', 'coaches/messaging-rooms/', 'coach', { client: lacking.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ client: [MESSAGING_MESSAGES.clientCannotMessage] });

    const coachWithout = await freshCoach('coach-without', { coachFeatures: ['dashboard'] });
    await client('their-client', {}, coachWithout);
    const refusedToo = await call('POST', 'clients/messaging-rooms/', 'their-client');
    expect(refusedToo.statusCode).toBe(400);
    expect(refusedToo.json()).toEqual({ non_field_errors: [MESSAGING_MESSAGES.coachCannotMessage] });
    const [made] = await t.db
      .select({ n: count() })
      .from(messagingRooms)
      .where(eq(messagingRooms.coachId, coachWithout.id));
    expect(made!.n).toBe(0);
  });
});
