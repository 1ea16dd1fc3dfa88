import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Writes made on a device while offline carry an id the device made (a UUID, sent as the
 * `Idempotency-Key` header). The first time the server sees an id it applies the write and keeps
 * the answer here; a replay of the same id gets the kept answer and changes nothing (issue 20,
 * the offline daily loop). Ids are per user.
 */
export const offlineWrites = pgTable(
  'offline_writes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);
