import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/** A client's paid plan. The payments module creates these; the client may cancel. */
export const clientSubscriptions = pgTable(
  'client_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Monthly price in cents. */
    price: integer('price').notNull(),
    scheduledInvoiceAt: timestamp('scheduled_invoice_at', { withTimezone: true }),
    canceled: boolean('canceled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_subscriptions_user_idx').on(t.userId)],
);

/** An owner's plan for their company; cancelling stops renewal at the end of the period. */
export const ownerSubscriptions = pgTable(
  'owner_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    renewing: boolean('renewing').notNull().default(true),
    scheduledInvoiceAt: timestamp('scheduled_invoice_at', { withTimezone: true }),
    canceled: boolean('canceled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_subscriptions_user_idx').on(t.userId)],
);
