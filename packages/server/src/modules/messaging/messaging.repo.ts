import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type DbOrTx } from '../../db/client';
import { mayUseMessaging, type MessagingAccessFacts, type RoomFacts } from './messaging.policy';

/** What decides whether a user may use messaging at all. */
export async function findAccessFacts(db: DbOrTx, userId: number): Promise<MessagingAccessFacts | undefined> {
  // This and the two below run on every read of a conversation: named, so planned once per
  // connection (db/client.ts queryPrepared; the clients bench's messages history).
  const [row] = await queryPrepared<{
    is_coach: boolean;
    client_features: string[];
    coach_features: string[];
    exclude: string[];
    allow_messaging: boolean | null;
  }>(
    db,
    'messaging-access-facts',
    sql`
    SELECT EXISTS (SELECT 1 FROM coach_profiles c WHERE c.user_id = u.id) AS is_coach,
      u.client_features, u.coach_features, u.exclude, cp.allow_messaging
    FROM users u LEFT JOIN client_profiles cp ON cp.user_id = u.id
    WHERE u.id = ${userId}`,
  );
  if (!row) return undefined;
  return {
    isCoach: row.is_coach,
    clientFeatures: row.client_features,
    coachFeatures: row.coach_features,
    exclude: row.exclude,
    allowMessaging: row.allow_messaging,
  };
}

export interface RoomFactsRow extends RoomFacts {
  id: number;
}

/** Room facts come from the room, its two users (co, cl) and the client's profile (cp). */
const roomFactsColumns = sql`r.id, r.coach_id, r.client_id, cp.coach_id AS client_coach_id,
  coalesce(cp.allow_messaging, false) AS client_allows_messaging,
  coalesce(cp.deactivated IS NOT NULL, false) AS client_deactivated,
  cl.client_features AS client_features, cl.exclude AS client_exclude,
  co.coach_features AS coach_features, co.exclude AS coach_exclude`;

export type RawRoomFacts = {
  id: number;
  coach_id: number;
  client_id: number;
  client_coach_id: number | null;
  client_allows_messaging: boolean;
  client_deactivated: boolean;
  client_features: string[];
  client_exclude: string[];
  coach_features: string[];
  coach_exclude: string[];
};

/** The policy's facts from a raw row: each member's access decided by the same rule as for logins. */
export const toRoomFacts = (row: RawRoomFacts): RoomFactsRow => ({
  id: row.id,
  coachId: row.coach_id,
  clientId: row.client_id,
  clientCoachId: row.client_coach_id,
  clientMayMessage: mayUseMessaging({
    isCoach: false,
    clientFeatures: row.client_features,
    coachFeatures: [],
    exclude: row.client_exclude,
    allowMessaging: row.client_allows_messaging,
  }),
  coachMayMessage: mayUseMessaging({
    isCoach: true,
    clientFeatures: [],
    coachFeatures: row.coach_features,
    exclude: row.coach_exclude,
    allowMessaging: null,
  }),
  clientDeactivated: row.client_deactivated,
});

/** A room's membership facts. */
export async function findRoomFacts(db: DbOrTx, roomId: number): Promise<RoomFactsRow | undefined> {
  const [row] = await queryPrepared<RawRoomFacts>(
    db,
    'messaging-room-facts',
    sql`
    SELECT ${roomFactsColumns}
    FROM messaging_rooms r
    JOIN users co ON co.id = r.coach_id
    JOIN users cl ON cl.id = r.client_id
    LEFT JOIN client_profiles cp ON cp.user_id = r.client_id
    WHERE r.id = ${roomId}`,
  );
  return row && toRoomFacts(row);
}

/** The client's facts as the coach's would-be room sees them (before the room exists). */
export async function findClientFacts(db: DbOrTx, clientId: number) {
  const result = await db.execute<{
    coach_id: number | null;
    allow_messaging: boolean;
    deactivated: boolean;
  }>(sql`
    SELECT cp.coach_id, cp.allow_messaging, cp.deactivated IS NOT NULL AS deactivated
    FROM client_profiles cp WHERE cp.user_id = ${clientId}`);
  return result.rows[0];
}

/**
 * The ids of every room the user reads now: as a coach, the rooms of their current clients; as a
 * client, the room with their current coach while messaging is on. Sockets join these channels.
 */
export async function readableRoomIds(db: DbOrTx, userId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT r.id FROM messaging_rooms r
    JOIN client_profiles cp ON cp.user_id = r.client_id AND cp.coach_id = r.coach_id
    WHERE ${readableBy(userId)}`);
  return result.rows.map((row) => row.id);
}

/**
 * Over `messaging_rooms r` joined to the client's profile `cp` of a current pair: the rooms the
 * user reads (as their coach, or as a client with messaging on and an active account).
 */
const readableBy = (userId: number) => sql`
  (r.coach_id = ${userId} AND EXISTS (SELECT 1 FROM coach_profiles c WHERE c.user_id = ${userId}))
  OR (r.client_id = ${userId} AND cp.allow_messaging AND cp.deactivated IS NULL)`;

/** The coach's room with the client, made (with both members) when missing; race-safe. */
export async function findOrCreateRoom(
  tx: DbOrTx,
  coachId: number,
  clientId: number,
): Promise<{ id: number; created: boolean }> {
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO messaging_rooms (coach_id, client_id) VALUES (${coachId}, ${clientId})
    ON CONFLICT (coach_id, client_id) DO NOTHING RETURNING id`);
  const created = inserted.rows[0] !== undefined;
  const id =
    inserted.rows[0]?.id ??
    (
      await tx.execute<{ id: number }>(sql`
        SELECT id FROM messaging_rooms WHERE coach_id = ${coachId} AND client_id = ${clientId}`)
    ).rows[0]!.id;
  await tx.execute(sql`
    INSERT INTO messaging_room_members (room_id, user_id)
    VALUES (${id}, ${coachId}), (${id}, ${clientId})
    ON CONFLICT DO NOTHING`);
  return { id, created };
}

/** A message with its sender, as stored. */
export type MessageRow = {
  id: number;
  room_id: number;
  sender_id: number;
  client_id: string;
  body: string;
  created_at: Date;
  sender_email: string;
  sender_first_name: string;
  sender_last_name: string;
  sender_image: string | null;
};

/**
 * A room's messages newest first, as messages_room_created_idx holds them. The index is
 * `created_at DESC NULLS LAST, id DESC NULLS LAST`, and PostgreSQL reads a plain `DESC` as NULLS
 * FIRST: written so, the order (the same here, both columns being NOT NULL) could not come from
 * the index, and every page of a history, and each room's latest message in the list of rooms,
 * read and sorted all of the room's messages (a conversation of 2,000: 1.2 ms a page instead of
 * 0.05).
 */
export const newestFirst = sql`msg.created_at DESC NULLS LAST, msg.id DESC NULLS LAST`;

const messageColumns = sql`msg.id::int AS id, msg.room_id, msg.sender_id, msg.client_id, msg.body, msg.created_at,
  su.email AS sender_email, su.first_name AS sender_first_name, su.last_name AS sender_last_name,
  su.image AS sender_image`;

/** A room with its members, its latest message and the viewer's read mark. */
export type RoomRow = RawRoomFacts & {
  created_at: Date;
  last_seen: Date | null;
  coach_first_name: string;
  coach_last_name: string;
  coach_image: string | null;
  client_first_name: string;
  client_last_name: string;
  client_image: string | null;
  last_message: MessageRow | null;
};

/**
 * Rooms as `viewerId` sees them, latest conversation first (rooms without messages last, newest
 * first), with a count of all rooms matching `where`.
 */
export async function listRooms(
  db: DbOrTx,
  viewerId: number,
  where: SQL,
  window: { limit: number; offset: number },
): Promise<{ rows: RoomRow[]; count: number }> {
  const rows = await selectRooms(db, viewerId, where, window);
  const total = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM messaging_rooms r
    LEFT JOIN client_profiles cp ON cp.user_id = r.client_id
    WHERE ${where}`);
  return { rows, count: total.rows[0]!.count };
}

/** One room as `viewerId` sees it (no count: a room is read on every open and mark). */
export async function findRoom(db: DbOrTx, viewerId: number, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await selectRooms(db, viewerId, sql`r.id = ${roomId}`, { limit: 1, offset: 0 });
  return row;
}

async function selectRooms(
  db: DbOrTx,
  viewerId: number,
  where: SQL,
  window: { limit: number; offset: number },
): Promise<RoomRow[]> {
  const result = await db.execute<RoomRow>(sql`
    SELECT ${roomFactsColumns}, r.created_at, m.last_seen,
      co.first_name AS coach_first_name, co.last_name AS coach_last_name, co.image AS coach_image,
      cl.first_name AS client_first_name, cl.last_name AS client_last_name, cl.image AS client_image,
      (SELECT to_jsonb(lm) FROM (
        SELECT ${messageColumns} FROM messages msg JOIN users su ON su.id = msg.sender_id
        WHERE msg.room_id = r.id ORDER BY ${newestFirst} LIMIT 1) lm) AS last_message
    FROM messaging_rooms r
    JOIN users co ON co.id = r.coach_id
    JOIN users cl ON cl.id = r.client_id
    LEFT JOIN client_profiles cp ON cp.user_id = r.client_id
    LEFT JOIN messaging_room_members m ON m.room_id = r.id AND m.user_id = ${viewerId}
    WHERE ${where}
    ORDER BY r.last_message_at DESC NULLS LAST, r.id DESC
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  return result.rows.map((row) => ({
    ...row,
    last_message: row.last_message && {
      ...row.last_message,
      created_at: new Date(row.last_message.created_at),
    },
  }));
}

/** The coach's rooms with their current clients; `active` keeps those with messages. */
export const coachRoomsWhere = (coachId: number, filter: { active?: boolean; clientId?: number }) => sql`
  r.coach_id = ${coachId} AND cp.coach_id = ${coachId}
  ${filter.active === undefined ? sql`` : filter.active ? sql`AND r.last_message_at IS NOT NULL` : sql`AND r.last_message_at IS NULL`}
  ${filter.clientId === undefined ? sql`` : sql`AND r.client_id = ${filter.clientId}`}`;

/** The client's room with their current coach (messaging on, account active). */
export const clientRoomsWhere = (clientId: number) => sql`
  r.client_id = ${clientId} AND cp.coach_id = r.coach_id AND cp.allow_messaging AND cp.deactivated IS NULL`;

/**
 * Unread messages per room for the user: messages from others after their read mark, in the
 * rooms they read now. Rooms with nothing unread are left out.
 */
export async function unreadCounts(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const result = await db.execute<{ room_id: number; unread: number }>(sql`
    SELECT r.id AS room_id, count(*)::int AS unread
    FROM messaging_rooms r
    JOIN client_profiles cp ON cp.user_id = r.client_id AND cp.coach_id = r.coach_id
    JOIN messaging_room_members m ON m.room_id = r.id AND m.user_id = ${userId}
    JOIN messages msg ON msg.room_id = r.id AND msg.sender_id <> ${userId}
      AND msg.created_at > coalesce(m.last_seen, '-infinity'::timestamptz)
    WHERE ${readableBy(userId)}
    GROUP BY r.id`);
  return new Map(result.rows.map((row) => [row.room_id, row.unread]));
}

/**
 * Moves the user's read mark forward to `seenAt`: never back, and never past the millisecond
 * before now, so a message stored later (times are kept to the millisecond) is always after it.
 */
export async function markSeen(
  db: DbOrTx,
  roomId: number,
  userId: number,
  seenAt: Date | SQL,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO messaging_room_members (room_id, user_id, last_seen)
    VALUES (${roomId}, ${userId},
      least(${seenAt}::timestamptz, date_trunc('milliseconds', clock_timestamp()) - interval '1 millisecond'))
    ON CONFLICT (room_id, user_id) DO UPDATE
    SET last_seen = greatest(messaging_room_members.last_seen, excluded.last_seen)`);
}

/**
 * A room's messages, newest first, older than the cursor (`before` timestamp, and for messages of
 * that very instant, ids below `beforeId`).
 */
export async function listMessages(
  db: DbOrTx,
  roomId: number,
  cursor: { before?: Date; beforeId?: number },
  limit: number,
): Promise<MessageRow[]> {
  const { before, beforeId } = cursor;
  // Three shapes of cursor, three statements, each named after its own text.
  const [shape, older] =
    before === undefined
      ? ['first', sql``]
      : beforeId === undefined
        ? ['before', sql`AND msg.created_at < ${before}`]
        : ['before-id', sql`AND (msg.created_at, msg.id) < (${before}::timestamptz, ${beforeId})`];
  return queryPrepared<MessageRow>(
    db,
    `messages-page-${shape}`,
    sql`
    SELECT ${messageColumns} FROM messages msg JOIN users su ON su.id = msg.sender_id
    WHERE msg.room_id = ${roomId} ${older}
    ORDER BY ${newestFirst}
    LIMIT ${limit}`,
  );
}

/**
 * Stores a message unless the sender already sent one with this client id; answers the stored
 * row and whether it is new. A new message moves the room up the list and the sender's read mark
 * to it (one's own message is never unread). One statement, so one round trip and atomic
 * without a transaction: sends are the hot path.
 */
export async function insertMessage(
  db: DbOrTx,
  values: { roomId: number; senderId: number; clientId: string; body: string },
): Promise<{ message: MessageRow; created: boolean }> {
  const inserted = await db.execute<MessageRow>(sql`
    WITH msg AS (
      INSERT INTO messages (room_id, sender_id, client_id, body)
      VALUES (${values.roomId}, ${values.senderId}, ${values.clientId}, ${values.body})
      ON CONFLICT (sender_id, client_id) DO NOTHING
      RETURNING *
    ), moved AS (
      UPDATE messaging_rooms r SET last_message_at = greatest(r.last_message_at, msg.created_at)
      FROM msg WHERE r.id = msg.room_id
    ), seen AS (
      INSERT INTO messaging_room_members (room_id, user_id, last_seen)
      SELECT msg.room_id, msg.sender_id, msg.created_at FROM msg
      ON CONFLICT (room_id, user_id) DO UPDATE
      SET last_seen = greatest(messaging_room_members.last_seen, excluded.last_seen)
    )
    SELECT ${messageColumns} FROM msg JOIN users su ON su.id = msg.sender_id`);
  if (inserted.rows[0]) return { message: inserted.rows[0], created: true };
  const existing = await db.execute<MessageRow>(sql`
    SELECT ${messageColumns} FROM messages msg JOIN users su ON su.id = msg.sender_id
    WHERE msg.sender_id = ${values.senderId} AND msg.client_id = ${values.clientId}`);
  return { message: existing.rows[0]!, created: false };
}
