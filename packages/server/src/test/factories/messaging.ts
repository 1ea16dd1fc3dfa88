import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, messagingRoomMembers, messagingRooms } from '../../db/schema';

/** The room between a coach and a client, with both members (read marks unset). */
export async function buildRoom(db: Db, coachId: number, clientId: number) {
  const [room] = await db.insert(messagingRooms).values({ coachId, clientId }).returning();
  await db.insert(messagingRoomMembers).values([
    { roomId: room!.id, userId: coachId },
    { roomId: room!.id, userId: clientId },
  ]);
  return room!;
}

/** A stored message; `createdAt` places it in time (the room's latest-message time follows). */
export async function buildMessage(
  db: Db,
  roomId: number,
  senderId: number,
  body: string,
  createdAt: Date = new Date(),
) {
  const [message] = await db
    .insert(messages)
    .values({ roomId, senderId, body, clientId: randomUUID(), createdAt })
    .returning();
  await db.execute(sql`
    UPDATE messaging_rooms SET last_message_at = greatest(last_message_at, ${createdAt.toISOString()}::timestamptz)
    WHERE id = ${roomId}`);
  return message!;
}
