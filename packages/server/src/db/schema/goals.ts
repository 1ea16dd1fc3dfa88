import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A client's goal; `sacrifice` is the spec's name for "why". `progress` is kept equal to `goalPercent`. */
export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    sacrifice: text('sacrifice').notNull(),
    color: text('color').notNull(),
    completed: boolean('completed').notNull().default(false),
    abandoned: boolean('abandoned').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    endDate: date('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.abandoned)],
);

export const milestones = pgTable(
  'milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    order: integer('order').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestones_goal_idx').on(t.goalId, t.order)],
);
