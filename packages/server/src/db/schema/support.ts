import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A problem report sent from the help button. */
export const supportReports = pgTable(
  'support_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    version: text('version').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A client's account deletion removes their reports by user.
  (t) => [index('support_reports_user_idx').on(t.userId)],
);

/**
 * Every e-mail the app sends, written in the same transaction as the change that caused it.
 * Without SMTP_URL this table is the developer's outbox; with it, rows are delivered and marked.
 * The delivery rule (statuses, retries, sweep) is written at the top of lib/mailer.ts.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** queued -> sent | kept (no SMTP configured) | retrying -> sent | failed */
    status: text('status').notNull().default('queued'),
    /** The last delivery error. */
    error: text('error'),
    /** SMTP attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // Delivery and the sweep look only for mail still on its way; that set stays small.
  (t) => [
    index('outbox_emails_pending_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('queued', 'retrying')`),
  ],
);

/** Fixed-window counters shared by every server process (login throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A client's request to delete their account (decision 014): the account lives on, usable, until
 * `deleteAfter`, when the minute job removes the person, their rows and their files. Cancelling
 * removes the request. One request per account.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
});

/**
 * What happened to whom, kept after the person is gone: ids only, never names or addresses,
 * so the record of a deletion holds nothing of the deleted person. No foreign keys on purpose.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * account_deletion_requested | account_deletion_cancelled | account_deleted |
     * impersonation_started | impersonation_stopped
     */
    action: text('action').notNull(),
    /** The account acted upon. */
    subjectUserId: integer('subject_user_id').notNull(),
    /** Who did it; null for the app itself (the deletion job). */
    actorUserId: integer('actor_user_id'),
    /** The company whose owner may read the event (impersonation within it); null otherwise. */
    companyId: integer('company_id'),
    detail: jsonb('detail').notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subjectUserId),
    index('audit_events_company_idx').on(t.companyId, t.occurredAt),
  ],
);
