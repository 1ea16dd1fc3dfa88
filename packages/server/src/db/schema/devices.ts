import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

/**
 * A device that receives a user's notifications (client side 3: Device; issue 20). For the web
 * it is a browser's push subscription: `endpoint` is its identity (one row per subscription,
 * whoever registered it last owns it) and `registrationId` the subscription as the browser sent
 * it. It belongs to the session that registered it and goes when that session logs out.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    endpoint: text('endpoint').notNull(),
    registrationId: text('registration_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_endpoint_key').on(t.endpoint),
    index('devices_user_idx').on(t.userId),
    index('devices_session_idx').on(t.sessionId),
  ],
);
