import {
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  messagePreview,
  roomChannel,
  type ChatMessage,
  type MessagingRoom,
  type MessagingRoomInfo,
  type SendMessage,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { fieldErrors, forbidden, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { userChannel } from '../../lib/realtime';
import { mayUseMessaging, readsRoom, sendsInRoom } from './messaging.policy';
import { presentMessage, presentRoom } from './messaging.presenter';
import * as repo from './messaging.repo';
import type { RoomFactsRow } from './messaging.repo';

/*
 * Messaging (docs/decisions/009-messaging.md). The policy file says who may read and send; here:
 * - a message is stored (one row per sender and client id, so a retried send is stored once) and
 *   only after the commit sent on `room:{roomId}`; a retry of a stored message answers the stored
 *   one and is not sent again; a new message queues a web push to the other member in the same
 *   transaction (decision 021);
 * - a room is made by the first "Start a Conversation" (or the client's first chat) and its two
 *   members' devices join its channel at once, on every process;
 * - read marks only move forward, and never past the moment they are set.
 */

/** Refuses (403) a user whose features or profile do not include messaging. */
async function requireMessaging(ctx: AppContext, actor: Actor): Promise<void> {
  const facts = await repo.findAccessFacts(ctx.db, actor.userId);
  if (!facts || !mayUseMessaging(facts)) throw forbidden(MESSAGING_MESSAGES.notAllowed);
}

/**
 * Whether the other member of a room to be opened may use messaging, judged in the role they
 * hold in it (a client's features and profile; a coach's coach features).
 */
async function memberMayMessage(ctx: AppContext, userId: number, role: 'coach' | 'client') {
  const facts = await repo.findAccessFacts(ctx.db, userId);
  return facts !== undefined && mayUseMessaging({ ...facts, isCoach: role === 'coach' });
}

/** The room if the actor reads it; any other room answers 404. */
async function readableRoom(ctx: AppContext, actor: Actor, roomId: number) {
  await requireMessaging(ctx, actor);
  const room = await repo.findRoomFacts(ctx.db, roomId);
  if (!room || !readsRoom(actor, room)) throw notFound();
  return room;
}

/** Whether the actor is an admin acting as someone else (reads, never sends or marks). */
const impersonating = (actor: Actor) => actor.impersonatorId !== null;

const viewerOf = (actor: Actor) => ({ userId: actor.userId, impersonating: impersonating(actor) });

/** A room as `viewer` sees it (their read mark; `can_send` false for an impersonator). */
async function roomFor(
  ctx: AppContext,
  viewer: { userId: number; impersonating: boolean },
  roomId: number,
): Promise<MessagingRoom> {
  return presentRoom((await repo.findRoom(ctx.db, viewer.userId, roomId))!, viewer);
}

/** GET coaches/messaging-rooms/: the coach's rooms with their current clients. */
export async function listCoachRooms(
  ctx: AppContext,
  actor: Actor,
  filter: { active?: boolean; clientId?: number },
  window: PageWindow,
) {
  requireCoach(actor);
  await requireMessaging(ctx, actor);
  const { rows, count } = await repo.listRooms(
    ctx.db,
    actor.userId,
    repo.coachRoomsWhere(actor.userId, filter),
    window,
  );
  return { count, results: rows.map((row) => presentRoom(row, viewerOf(actor))) };
}

/** GET clients/messaging-rooms/: the client's room with their coach, if one was opened. */
export async function listClientRooms(ctx: AppContext, actor: Actor, window: PageWindow) {
  await requireMessaging(ctx, actor);
  const { rows, count } = await repo.listRooms(
    ctx.db,
    actor.userId,
    repo.clientRoomsWhere(actor.userId),
    window,
  );
  return { count, results: rows.map((row) => presentRoom(row, viewerOf(actor))) };
}

/**
 * Opens (finds or makes) the room between a coach and a client. A new room reaches both members'
 * devices: they join its channel and get it as a `room` event.
 */
async function openRoom(ctx: AppContext, coachId: number, clientId: number) {
  const { id, created } = await ctx.db.transaction((tx) => repo.findOrCreateRoom(tx, coachId, clientId));
  if (created) {
    ctx.realtime.join([coachId, clientId], roomChannel(id));
    for (const userId of [coachId, clientId]) {
      const room = await roomFor(ctx, { userId, impersonating: false }, id);
      ctx.realtime.emit(userChannel(userId), MESSAGING_EVENTS.room, room);
    }
  }
  return { created, id };
}

/** POST coaches/messaging-rooms/ {client}: the coach's room with one of their clients. */
export async function openCoachRoom(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
): Promise<{ room: MessagingRoom; created: boolean }> {
  requireCoach(actor);
  await requireMessaging(ctx, actor);
  const client = await repo.findClientFacts(ctx.db, clientId);
  if (!client || client.coach_id !== actor.userId) throw fieldErrors({ client: [invalidPk(clientId)] });
  if (client.deactivated) throw fieldErrors({ client: [MESSAGING_MESSAGES.clientDeactivated] });
  if (!(await memberMayMessage(ctx, clientId, 'client')))
    throw fieldErrors({ client: [MESSAGING_MESSAGES.clientCannotMessage] });
  const { created, id } = await openRoom(ctx, actor.userId, clientId);
  return { room: await roomFor(ctx, viewerOf(actor), id), created };
}

/** POST clients/messaging-rooms/: the client's room with their coach, made when missing. */
export async function openClientRoom(
  ctx: AppContext,
  actor: Actor,
): Promise<{ room: MessagingRoom; created: boolean }> {
  await requireMessaging(ctx, actor);
  const client = await repo.findClientFacts(ctx.db, actor.userId);
  if (!client?.coach_id) throw fieldErrors({ non_field_errors: [MESSAGING_MESSAGES.noCoach] });
  if (!(await memberMayMessage(ctx, client.coach_id, 'coach')))
    throw fieldErrors({ non_field_errors: [MESSAGING_MESSAGES.coachCannotMessage] });
  const { created, id } = await openRoom(ctx, client.coach_id, actor.userId);
  return { room: await roomFor(ctx, viewerOf(actor), id), created };
}

/** GET coaches/messaging-rooms/{id}/: a room the caller reads. */
export async function getRoom(ctx: AppContext, actor: Actor, roomId: number): Promise<MessagingRoom> {
  await readableRoom(ctx, actor, roomId);
  return roomFor(ctx, viewerOf(actor), roomId);
}

/**
 * PATCH coaches/messaging-rooms/{id}/ {last_seen}: the caller has read the room up to then. An
 * impersonating admin's reading marks nothing.
 */
export async function markRoomSeen(
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  lastSeen: string,
): Promise<MessagingRoom> {
  await readableRoom(ctx, actor, roomId);
  if (!impersonating(actor)) await repo.markSeen(ctx.db, roomId, actor.userId, new Date(lastSeen));
  return roomFor(ctx, viewerOf(actor), roomId);
}

/** GET coaches/messaging-rooms/info/: unread messages by room id (rooms with none left out). */
export async function unreadInfo(ctx: AppContext, actor: Actor): Promise<MessagingRoomInfo> {
  await requireMessaging(ctx, actor);
  const counts = await repo.unreadCounts(ctx.db, actor.userId);
  return Object.fromEntries([...counts].map(([roomId, unread]) => [String(roomId), unread]));
}

/** GET messages/: a page of a room's messages older than the cursor, newest first. */
export async function listMessages(
  ctx: AppContext,
  actor: Actor,
  query: { room: number; limit: number; last_seen_timestamp?: string; last_seen_id?: number },
): Promise<{ results: ChatMessage[]; cursor: { timestamp: string; id: number } | null }> {
  await readableRoom(ctx, actor, query.room);
  // One more than asked tells whether an older page exists (no `next` to an empty page).
  const rows = await repo.listMessages(
    ctx.db,
    query.room,
    {
      before: query.last_seen_timestamp === undefined ? undefined : new Date(query.last_seen_timestamp),
      beforeId: query.last_seen_id,
    },
    query.limit + 1,
  );
  const results = rows.slice(0, query.limit).map(presentMessage);
  const oldest = results.at(-1);
  return {
    results,
    cursor: rows.length > query.limit && oldest ? { timestamp: oldest.created_at, id: oldest.id } : null,
  };
}

/** Joins a socket's user to a room's channel: members only (404 otherwise). */
export async function checkJoin(ctx: AppContext, actor: Actor, roomId: number): Promise<void> {
  await readableRoom(ctx, actor, roomId);
}

/**
 * Stores a message and, once committed, sends it on the room's channel. The same client id sent
 * again (a retry after a lost answer or a reconnection) answers the stored message unchanged and
 * sends nothing twice.
 */
export async function sendMessage(ctx: AppContext, actor: Actor, input: SendMessage): Promise<ChatMessage> {
  const room = await readableRoom(ctx, actor, input.room);
  if (impersonating(actor)) throw forbidden(MESSAGING_MESSAGES.impersonating);
  if (!sendsInRoom(actor, room)) throw forbidden(MESSAGING_MESSAGES.cannotSend);
  const { message, created } = await ctx.db.transaction(async (tx) => {
    const stored = await repo.insertMessage(tx, {
      roomId: room.id,
      senderId: actor.userId,
      clientId: input.client_id,
      body: input.message.trim(),
    });
    if (stored.message.room_id !== room.id)
      throw fieldErrors({ client_id: [MESSAGING_MESSAGES.clientIdReused] });
    if (stored.created) await queueMessagePush(ctx, tx, room, stored.message);
    return stored;
  });
  const presented = presentMessage(message);
  if (created) {
    ctx.realtime.emit(roomChannel(room.id), MESSAGING_EVENTS.message, presented);
    void ctx.push.deliver();
  }
  return presented;
}

/**
 * A new message's web push (decision 021), in the message's transaction: to the room's other
 * member only, titled with the sender's name, the shared preview as its body, opening where the
 * recipient reads it (a coach's Messages page on that room; a client's chat is a window over
 * any page, so their home). One push per message and recipient, however often it is sent.
 */
async function queueMessagePush(ctx: AppContext, tx: DbOrTx, room: RoomFactsRow, message: repo.MessageRow) {
  const toCoach = message.sender_id === room.clientId;
  const recipientId = toCoach ? room.coachId : room.clientId;
  if (recipientId === message.sender_id) return;
  await ctx.push.queue(tx, {
    userId: recipientId,
    kind: 'message',
    title: `${message.sender_first_name} ${message.sender_last_name}`.trim() || message.sender_email,
    body: messagePreview(message.body, false),
    url: toCoach ? `/messages?room=${room.id}` : '/',
    idempotencyKey: `message:${message.id}:${recipientId}`,
  });
}
