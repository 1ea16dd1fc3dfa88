import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every text message the app sends, written in the same transaction as the change that caused
 * it, like outbox_emails (decision 020). Without TWILIO_* this table is the developer's outbox;
 * with them, rows are sent through Twilio and marked. The delivery rule is written at the top of
 * modules/texts/text-outbox.ts.
 */
export const outboxTexts = pgTable(
  'outbox_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient, when the text is to a user; their texts go with their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** E.164. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** What the text is for: `exercise_reminder` … */
    kind: text('kind').notNull(),
    /**
     * Set by a caller that may ask twice for the same text (`exercise_reminder:<user>:<day>`):
     * the second ask writes nothing.
     */
    idempotencyKey: text('idempotency_key'),
    /** queued -> sent | kept (no Twilio configured) | retrying -> sent | failed */
    status: text('status').notNull().default('queued'),
    /** The last delivery error. */
    error: text('error'),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** The provider's id of the message (Twilio's `SM…`), once sent. */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_texts_idempotency_key').on(t.idempotencyKey),
    index('outbox_texts_user_idx').on(t.userId),
    // Delivery and the sweep look only for texts still on their way; that set stays small.
    index('outbox_texts_pending_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('queued', 'retrying')`),
  ],
);
