import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users';
import { courses, habitPrograms, pulseSurveys } from './programs';
import { subDomains } from './sub-domains';

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
    /** The plan signed up for; null for subscriptions older than plans, or a deleted plan. */
    offeringId: integer('offering_id').references(() => offerings.id, { onDelete: 'set null' }),
    /** The company paid (through its connected payment account). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The payment provider's subscription id (`sub_…`); null for a free plan. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's status: active, past_due, canceled, incomplete … */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_subscriptions_user_idx').on(t.userId),
    uniqueIndex('client_subscriptions_provider_key').on(t.providerSubscriptionId),
  ],
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
    /** The coach package bought: 66 Professional, 65 Unlimited; null for the free plan. */
    packageId: integer('package_id'),
    /** Monthly price in cents. */
    price: integer('price').notNull().default(0),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status').notNull().default('active'),
    /** When the status first became past due; the package's grace counts from here (null: not past due). */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('owner_subscriptions_user_idx').on(t.userId),
    uniqueIndex('owner_subscriptions_provider_key').on(t.providerSubscriptionId),
  ],
);

/**
 * A subscription plan a company sells (the spec's Offering): what a client who signs up through
 * its link gets (coach, program, survey, courses, features, home) and what it costs a month.
 */
export const offerings = pgTable(
  'offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subDomainId: integer('sub_domain_id').references(() => subDomains.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    /** The coach new clients get; required when saving, null only once that coach is gone. */
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    habitProgramId: integer('habit_program_id').references(() => habitPrograms.id, {
      onDelete: 'set null',
    }),
    pulseSurveyId: integer('pulse_survey_id').references(() => pulseSurveys.id, {
      onDelete: 'set null',
    }),
    /** Monthly price in cents; 0 is a free plan (no payment step). */
    price: integer('price').notNull().default(0),
    /** The code in the plan's sign-up link (`/sign-up/{id}/{promo}`), unguessable. */
    promo: text('promo').notNull(),
    home: text('home').notNull().default('daily_exercises'),
    allowDailyExercises: boolean('allow_daily_exercises').notNull().default(true),
    allowSelfReflect: boolean('allow_self_reflect').notNull().default(true),
    allowGoals: boolean('allow_goals').notNull().default(true),
    allowProgress: boolean('allow_progress').notNull().default(true),
    allowCourses: boolean('allow_courses').notNull().default(true),
    allowJournal: boolean('allow_journal').notNull().default(true),
    allowAssessments: boolean('allow_assessments').notNull().default(true),
    allowMessaging: boolean('allow_messaging').notNull().default(true),
    /** The provider's price object for this plan's amount, made on first paid sign-up. */
    providerPriceId: text('provider_price_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offerings_company_idx').on(t.companyId), uniqueIndex('offerings_promo_key').on(t.promo)],
);

/** The courses a plan's clients get ('Specify Courses'); none listed means the default ones. */
export const offeringCourses = pgTable(
  'offering_courses',
  {
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offeringId, t.courseId] })],
);

/**
 * A payer as the payment provider knows them, per account that is paid: a client paying a
 * company is a customer of that company's connected account; a coach buying a package is a
 * customer of Tandem's own (payment_account_id null). The card shown in Settings is kept here.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentAccountId: text('payment_account_id'),
    providerCustomerId: text('provider_customer_id').notNull(),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_account_key').on(t.userId, sql`coalesce(${t.paymentAccountId}, '')`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The offline test provider's own records (customers, payment methods, prices, subscriptions,
 * charges, connected accounts), so the app takes "payments" with no network and no keys.
 */
export const paymentTestObjects = pgTable(
  'payment_test_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The connected account the object lives on; null for the platform's own. */
    account: text('account'),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_test_objects_kind_idx').on(t.kind, t.createdAt)],
);
