/*
 * The demo's conversations: the demo coach talks with five of their clients, the demo client
 * among them, over the last two weeks, so the room list, the previews, the unread badges and the
 * history pages have something to show. Rules chosen:
 * - Times are hours before `now`, to the millisecond (the column's precision). Nobody writes
 *   after their own last login in demo-people.ts (the coach 1 hour ago, Casey 2, Priya 5, Aisha 14,
 *   Marcus 30, Elena 52).
 * - Each message has a stable client id (`demo-<client>-<n>`); the unique (sender, client id)
 *   key makes a re-run skip the messages already there, so the step runs on every start.
 * - Read marks sit on a message of the plan (never `now`), so a later run sets the same marks;
 *   they only move forward, like a real reader's. The coach has three rooms with unread
 *   messages (Priya, Marcus, Elena: the struggling client of demo-pulse.ts asks for help); the
 *   demo client has the coach's latest message unread.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_CONVERSATIONS, type Conversation, type Line } from './demo-conversations';
import { DEMO_COACH } from './demo-people';
import { DEMO_LOCKS, inLockedTransaction } from './demo-steps';
import type { Db, Tx } from '../db/client';
import { clientProfiles, messages, messagingRoomMembers, messagingRooms, users } from '../db/schema';
import { markSeen } from '../modules/messaging';

/** The instant `hoursAgo` before `now`, to the millisecond. */
const hoursBefore = (now: Date, hoursAgo: number) =>
  new Date(now.getTime() - Math.round(hoursAgo * 3_600_000));

/** The stable client id of a planned message: `demo-<client's e-mail name>-<n>`. */
export const demoClientId = (clientEmail: string, index: number) =>
  `demo-${clientEmail.split('@')[0]}-${index + 1}`;

/** Adds the demo conversations' rooms and messages that are missing; true when anything was added. */
export async function seedDemoMessaging(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.messaging, async (tx) => {
    const people = await tx
      .select({ id: users.id, email: users.email, coachId: clientProfiles.coachId })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(inArray(users.email, [DEMO_COACH, ...DEMO_CONVERSATIONS.map((c) => c.client)]));
    const coach = people.find((person) => person.email === DEMO_COACH);
    if (!coach) return false;
    let added = false;
    for (const conversation of DEMO_CONVERSATIONS) {
      const client = people.find((person) => person.email === conversation.client);
      // A client someone moved to another coach in the demo keeps their new coach's rooms only.
      if (!client || client.coachId !== coach.id) continue;
      added = (await seedConversation(tx, coach.id, client.id, conversation, now)) || added;
    }
    return added;
  });
}

/** One conversation's room, its missing messages and the read marks; true when anything was added. */
async function seedConversation(
  tx: Tx,
  coachId: number,
  clientId: number,
  conversation: Conversation,
  now: Date,
): Promise<boolean> {
  const { lines } = conversation;
  const senderOf = (from: Line[0]) => (from === 'coach' ? coachId : clientId);
  const room = await ensureRoom(tx, coachId, clientId, hoursBefore(now, lines[0]![1] + 0.25));
  const roomId = room.id;

  const clientIds = lines.map((_, index) => demoClientId(conversation.client, index));
  const inserted = await tx
    .insert(messages)
    .values(
      lines.map(([from, hoursAgo, text], index) => ({
        roomId,
        senderId: senderOf(from),
        clientId: clientIds[index]!,
        body: text,
        createdAt: hoursBefore(now, hoursAgo),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: messages.id });

  await markRead(tx, roomId, { coachId, clientId }, conversation, clientIds);
  return room.created || inserted.length > 0;
}

/** The coach's room with the client (created at `createdAt` when missing) and its two members. */
async function ensureRoom(tx: Tx, coachId: number, clientId: number, createdAt: Date) {
  const createdRoom = await tx
    .insert(messagingRooms)
    .values({ coachId, clientId, createdAt })
    .onConflictDoNothing()
    .returning({ id: messagingRooms.id });
  const [room] = await tx
    .select({ id: messagingRooms.id })
    .from(messagingRooms)
    .where(and(eq(messagingRooms.coachId, coachId), eq(messagingRooms.clientId, clientId)));
  const roomId = room!.id;
  await tx
    .insert(messagingRoomMembers)
    .values([
      { roomId, userId: coachId },
      { roomId, userId: clientId },
    ])
    .onConflictDoNothing();
  return { id: roomId, created: createdRoom.length > 0 };
}

/** The room's last message time, and each side's read mark on a message of the plan. */
async function markRead(
  tx: Tx,
  roomId: number,
  { coachId, clientId }: { coachId: number; clientId: number },
  conversation: Conversation,
  clientIds: string[],
) {
  const { lines } = conversation;
  // The stored times (from the first run), not this run's plan, place the marks.
  const stored = await tx
    .select({ clientId: messages.clientId, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.roomId, roomId), inArray(messages.clientId, clientIds)));
  const storedAt = new Map(stored.map((message) => [message.clientId, message.createdAt]));
  await tx.execute(sql`
    UPDATE messaging_rooms
    SET last_message_at = greatest(last_message_at, (SELECT max(created_at) FROM messages WHERE room_id = ${roomId}))
    WHERE id = ${roomId}`);
  for (const [userId, unread] of [
    [coachId, conversation.unread.coach],
    [clientId, conversation.unread.client],
  ] as const) {
    const seen = storedAt.get(clientIds[lines.length - 1 - unread]!);
    if (seen) await markSeen(tx, roomId, userId, seen);
  }
}
