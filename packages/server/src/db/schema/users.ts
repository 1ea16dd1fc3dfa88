import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// A company's owner is a user and a user belongs to a company: the two tables reference each
// other, so they are declared in one file (two files importing each other made a cycle).

/** A coaching company: the owner's business, to which coaches and clients belong. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Not read: whether a company may sell priced plans is the payments module's rule
     * (companyCanTakePayments: a connected payment account, or the offline test provider), which the
     * API shows as `allow_paid_subscriptions`.
     */
    allowPaidSubscriptions: boolean('allow_paid_subscriptions').notNull().default(false),
    /** The company's connected payment account (Stripe Connect `acct_…`); plan payments go there. */
    paymentAccountId: text('payment_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every authenticated request asks whether its user owns a company, and which (lib/auth.ts,
    // GET user/{id}): one index entry, not a scan of every company on the site.
    index('companies_owner_id_idx').on(t.ownerId, t.id),
  ],
);

/** Every person who can log in: clients, coaches, owners and staff. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    onboarded: boolean('onboarded').notNull().default(false),
    /** Staff (admins) may impersonate anyone and receive support reports. */
    isStaff: boolean('is_staff').notNull().default(false),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    clientFeatures: text('client_features')
      .array()
      .notNull()
      .default(sql`'{all}'::text[]`),
    coachFeatures: text('coach_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclude: text('exclude')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    phoneNumber: text('phone_number').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    workWeek: integer('work_week')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4}'::integer[]`),
    generateExercisesAt: time('generate_exercises_at').notNull().default('06:00'),
    generatePulseOn: integer('generate_pulse_on')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4}'::integer[]`),
    generatePulseAt: time('generate_pulse_at').notNull().default('20:00'),
    allowNoticeEmails: boolean('allow_notice_emails').notNull().default(true),
    allowNoticeSms: boolean('allow_notice_sms').notNull().default(false),
    allowVolume: boolean('allow_volume').notNull().default(true),
    /** Web push notifications on the devices the user registered (issue 20). */
    allowNoticePush: boolean('allow_notice_push').notNull().default(true),
    /** Usage analytics of this user's screens are recorded (issue 20; Do-Not-Track also stops them). */
    allowAnalytics: boolean('allow_analytics').notNull().default(true),
    /** Local time of the daily exercise reminder (spec FAQ: 8 am), chosen in Settings. */
    exerciseReminderAt: time('exercise_reminder_at').notNull().default('08:00'),
    /** Local time of the daily reflection reminder (spec FAQ: 5 pm), chosen in Settings. */
    reflectionReminderAt: time('reflection_reminder_at').notNull().default('17:00'),
    /**
     * Local quiet hours: no reminder on any channel from start until end (across midnight when
     * start is later than end; equal times mean none). modules/reminders holds the rule.
     */
    quietHoursStart: time('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: time('quiet_hours_end').notNull().default('07:00'),
    raffleOptIn: boolean('raffle_opt_in').notNull().default(true),
    reward: text('reward').notNull().default('any'),
    /**
     * The first-run tour of the coach's screens was finished or skipped. Kept on the server so it
     * does not come back on another device; accounts that existed before it are marked done.
     */
    tourCompleted: boolean('tour_completed').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_company_id_idx').on(t.companyId),
    // Every code path must normalise e-mails; the database refuses one that did not.
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** A coach licence: holding one makes a user a coach. */
export const coachProfiles = pgTable('coach_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  /** The coach package: free, professional, enterprise or company (granted by an owner). */
  plan: text('plan').notNull().default('company'),
  /**
   * The site settings' "coaching associate" box: listed in the coach search a visitor sees on
   * their assessment results, so they can share the results with this coach.
   */
  searchable: boolean('searchable').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The eight `allow_*` feature flags, all on by default: a client profile has them, and so does
 * everything that creates one (an invitation, later an offering). Fresh builders on each call,
 * since a column belongs to one table.
 */
export function allowFlagColumns() {
  return {
    allowDailyExercises: boolean('allow_daily_exercises').notNull().default(true),
    allowSelfReflect: boolean('allow_self_reflect').notNull().default(true),
    allowGoals: boolean('allow_goals').notNull().default(true),
    allowProgress: boolean('allow_progress').notNull().default(true),
    allowCourses: boolean('allow_courses').notNull().default(true),
    allowJournal: boolean('allow_journal').notNull().default(true),
    allowAssessments: boolean('allow_assessments').notNull().default(true),
    allowMessaging: boolean('allow_messaging').notNull().default(true),
  };
}

/** An API session. Only a hash of the token is kept, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: bytea('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when an admin or owner opened this session as someone else. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Opened for an account the install requires two steps of, which had none: the session may
     * only set them up until the account has them (lib/auth.ts, lib/two-step-gate.ts).
     */
    twoStepSetupOnly: boolean('two_step_setup_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser or app that logged in (its User-Agent), shown in the user's list of sessions. */
    userAgent: text('user_agent'),
    /** The address the login came from, shown beside it. */
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    // Deleting an account ends the sessions it opened as someone else: without it, a scan of
    // every session.
    index('sessions_impersonator_idx')
      .on(t.impersonatorId)
      .where(sql`${t.impersonatorId} IS NOT NULL`),
  ],
);

/** A password reset link: only the token's hash is kept; single use, and it expires. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: bytea('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The undo link mailed to the old address when a user's e-mail changes: only the token's hash is
 * kept; single use, and it expires. Using it puts `oldEmail` back and ends every session.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: bytea('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_key').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);
