import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every web push notification the app sends, written in the same transaction as the change that
 * caused it, like outbox_emails and outbox_texts. Delivery sends it to each of the user's
 * devices (web push subscriptions) at that moment; a device the push service answers 404 or 410
 * for is removed. The delivery rule is written at the top of modules/push.
 */
export const outboxPushes = pgTable(
  'outbox_pushes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the push is for: `message`, `exercise_reminder` … */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path a click opens (`/messages`, `/daily-exercise`). */
    url: text('url').notNull(),
    /** Set by a caller that may ask twice for the same push: the second ask writes nothing. */
    idempotencyKey: text('idempotency_key'),
    /** queued -> sent | kept (no device) | retrying -> sent | failed */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** How many devices accepted it. */
    devicesReached: integer('devices_reached').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_pushes_idempotency_key').on(t.idempotencyKey),
    index('outbox_pushes_user_idx').on(t.userId),
    index('outbox_pushes_pending_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('queued', 'retrying')`),
  ],
);
