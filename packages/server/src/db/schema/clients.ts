import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { courses, habitPrograms, pulseSurveys } from './programs';
import { allowFlagColumns, companies, users } from './users';

/** What a client may use, who coaches them, and whether they are deactivated. */
export const clientProfiles = pgTable(
  'client_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    home: text('home').notNull().default('daily_exercises'),
    deactivated: timestamp('deactivated', { withTimezone: true }),
    theme: integer('theme').references((): AnyPgColumn => habitPrograms.id, { onDelete: 'set null' }),
    assignedPulseSurvey: integer('assigned_pulse_survey').references((): AnyPgColumn => pulseSurveys.id, {
      onDelete: 'set null',
    }),
    ...allowFlagColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of the user's last_login, kept by triggers (migration 0021), so the dashboard's
     * default order (most recent login first) reads a coach's clients from one index instead of
     * joining every one of them to users: 10,000 clients cost a page of the index, not a sort.
     */
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    index('client_profiles_coach_id_idx').on(t.coachId, t.deactivated),
    index('client_profiles_coach_last_login_idx').on(t.coachId, t.lastLogin.desc().nullsLast(), t.userId),
    index('client_profiles_active_coach_last_login_idx')
      .on(t.coachId, t.lastLogin.desc().nullsLast(), t.userId)
      .where(sql`deactivated IS NULL`),
  ],
);

/**
 * How many clients each coach has, and how many of them are active (not deactivated), kept by
 * statement-level triggers in the same transaction as every insert, update and delete of a client
 * profile (migration 0022), so the dashboard's `count` reads one row instead of counting 10,000
 * profiles on every page (docs/performance.md). Lists narrowed further (a cohort, a survey, a
 * search) still count their rows.
 */
export const coachClientCounts = pgTable('coach_client_counts', {
  coachId: integer('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clients: integer('clients').notNull().default(0),
  active: integer('active').notNull().default(0),
});

/**
 * An invitation a coach sends to a future client, carrying the settings their profile will get.
 * The token is the capability in the e-mailed link (256 random bits); it is consumed once.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    habitProgramId: integer('habit_program_id').references(() => habitPrograms.id, { onDelete: 'set null' }),
    pulseSurveyId: integer('pulse_survey_id').references(() => pulseSurveys.id, { onDelete: 'set null' }),
    /** true: the coach's public courses ("Default Courses"); false: exactly `courseIds`. */
    defaultCourses: boolean('default_courses').notNull().default(true),
    courseIds: integer('course_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    home: text('home').notNull().default('daily_exercises'),
    ...allowFlagColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    consumedByUserId: integer('consumed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('client_invitations_token_key').on(t.token),
    // One pending invitation per address per coach; inviting again refreshes it.
    uniqueIndex('client_invitations_pending_key')
      .on(t.coachId, t.email)
      .where(sql`${t.consumedAt} IS NULL`),
    // A client's account deletion removes the invitation that brought them, by its consumer.
    index('client_invitations_consumer_idx')
      .on(t.consumedByUserId)
      .where(sql`${t.consumedByUserId} IS NOT NULL`),
  ],
);

/** Courses a client has been given access to (restricted courses; public ones need no row). */
export const clientCourses = pgTable(
  'client_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_courses_client_course_key').on(t.clientId, t.courseId),
    index('client_courses_course_idx').on(t.courseId),
  ],
);

/** A named group of one coach's clients. */
export const cohorts = pgTable(
  'cohorts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cohorts_coach_idx').on(t.coachId)],
);

export const clientCohorts = pgTable(
  'client_cohorts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_cohorts_client_cohort_key').on(t.clientId, t.cohortId),
    index('client_cohorts_cohort_idx').on(t.cohortId),
  ],
);
