import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The reminder engine's delivery log (issue 20): one row per client, local day, reminder and
 * channel, with what was decided and why ("sent", or "skipped: already done", "skipped: quiet
 * hours" …). The unique key makes a second run, or a second process, write nothing twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's local day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** `exercise` or `reflection`. */
    reminder: text('reminder').notNull(),
    /** `email`, `text` or `push`; `none` when the decision was for no channel at all. */
    channel: text('channel').notNull(),
    /** `sent` or `skipped`. */
    outcome: text('outcome').notNull(),
    /** Why, as a short code the shared rules define (`already_done`, `quiet_hours` …). */
    reason: text('reason').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_key').on(t.userId, t.day, t.reminder, t.channel),
    index('reminder_deliveries_user_decided_idx').on(t.userId, t.decidedAt),
  ],
);
