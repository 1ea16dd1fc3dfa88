import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/**
 * Usage analytics of our own (spec: event reports {event, type, device_id, user_id, path};
 * issue 20): kept in PostgreSQL, no third-party tracker. Not written for a browser that sends
 * Do-Not-Track or a user who opted out. `companyId` is the user's company when the event came,
 * so an owner's chart reads one index.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    type: text('type').notNull(),
    deviceId: text('device_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_user_created_idx').on(t.userId, t.createdAt),
    index('analytics_events_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
