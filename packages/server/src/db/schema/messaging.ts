import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A conversation between a coach and one of their clients: one room per pair, made the first time
 * either opens it. `last_message_at` orders the room list without scanning messages.
 */
export const messagingRooms = pgTable(
  'messaging_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    unique('messaging_rooms_pair_key').on(t.coachId, t.clientId),
    index('messaging_rooms_coach_last_idx').on(t.coachId, t.lastMessageAt),
    index('messaging_rooms_client_idx').on(t.clientId),
  ],
);

/** Each member's read mark: messages from others after `last_seen` are unread for them. */
export const messagingRoomMembers = pgTable(
  'messaging_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => messagingRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('messaging_room_members_user_idx').on(t.userId),
  ],
);

/**
 * A message. `client_id` is made by the sender's device; the unique (sender, client_id) key makes a
 * retried send store one row. Pages are read newest first by (room, created_at, id). Times are
 * kept to the millisecond, so a cursor handed to the browser (a JavaScript date) is exact.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => messagingRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', clock_timestamp())`),
  },
  (t) => [
    unique('messages_sender_client_id_key').on(t.senderId, t.clientId),
    index('messages_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
  ],
);
