import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/*
 * Rewards (issue 19): "create the change" campaigns that a client's raffle points go to, and the
 * raffle tickets themselves. Rules: shared/rules/raffle.ts.
 */

/** A charity campaign (spec: ChangeCampaign); ids 1 and 3 are the spec's, inserted by migration. */
export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  image: text('image'),
  secondaryImage: text('secondary_image'),
  shortDescription: text('short_description').notNull().default(''),
  longDescription: text('long_description').notNull().default(''),
  /** The charity's own page. */
  url: text('url').notNull().default(''),
  maxPoints: integer('max_points').notNull(),
  providerName: text('provider_name').notNull().default(''),
  providerDescription: text('provider_description').notNull().default(''),
  /** The company running it; null for Tandem's own. */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One raffle ticket: a completed task or reflection of a client, the gift they picked, the
 * points it held and the bonuses on top. One per task or reflection (the unique key holds under
 * concurrent requests); `weekOf` is the client's local Monday, for the weekly ticket count.
 */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    entryType: text('entry_type').notNull(),
    entryId: integer('entry_id').notNull(),
    weekOf: date('week_of').notNull(),
    gifts: integer('gifts').array().notNull(),
    gift: integer('gift').notNull(),
    rolledPoints: integer('rolled_points').notNull(),
    bonuses: jsonb('bonuses').$type<[number, string, number][]>().notNull(),
    numOfPoints: integer('num_of_points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('raffle_entries_entry_key').on(t.userId, t.entryType, t.entryId),
    index('raffle_entries_user_week_idx').on(t.userId, t.weekOf),
    index('raffle_entries_campaign_idx').on(t.campaignId, t.userId),
    check('raffle_entries_entry_type', sql`${t.entryType} IN ('task', 'reflection')`),
    check(
      'raffle_entries_points',
      sql`${t.rolledPoints} BETWEEN 1 AND 100 AND ${t.numOfPoints} >= ${t.rolledPoints}`,
    ),
  ],
);

/** Someone asked for an invitation from a campaign page (spec: InvitationRequest). */
export const invitationRequests = pgTable(
  'invitation_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    additionalInformation: text('additional_information').notNull(),
    currentUrl: text('current_url').notNull(),
    companySubDomain: text('company_sub_domain').notNull(),
    cameFrom: text('came_from').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The company of the sub-domain it was made on; null when that sub-domain is unknown. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The owner set it aside without inviting. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_requests_company_idx').on(t.companyId, t.createdAt)],
);
