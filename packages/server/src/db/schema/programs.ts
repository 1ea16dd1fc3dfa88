import { boolean, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/**
 * A habit program. This issue needs only what the client pickers show; the habit engine
 * (areas of focus, exercises, generation) extends it.
 */
export const habitPrograms = pgTable(
  'habit_programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** How many random exercises a client gets each work-week day. */
    dailyExercises: integer('daily_exercises').notNull().default(3),
    /** Every area of focus is assigned; otherwise the client picks `max_number_of_allowed_groups`. */
    assignAll: boolean('assign_all').notNull().default(true),
    maxNumberOfAllowedGroups: integer('max_number_of_allowed_groups').notNull().default(3),
    pulseSurveyId: integer('pulse_survey_id').references((): AnyPgColumn => pulseSurveys.id, {
      onDelete: 'set null',
    }),
    /** The coach who owns it; null with a company means a company-managed (read-only) program. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('habit_programs_owner_idx').on(t.ownerId),
    index('habit_programs_company_idx').on(t.companyId),
  ],
);

/** A pulse survey (daily reflection questionnaire); its dimensions and statements are in schema/pulse. */
export const pulseSurveys = pgTable(
  'pulse_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    openEndedQuestion: text('open_ended_question').notNull().default(''),
    dailyNumQuestions: integer('daily_num_questions').notNull().default(3),
    /** The daily reflection's Private box starts ticked. */
    private: boolean('private').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The platform's default survey (migration 0005): offered to every coach, read-only. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Soft delete: clients' past reflections keep their survey. */
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pulse_surveys_owner_idx').on(t.ownerId), index('pulse_surveys_company_idx').on(t.companyId)],
);

/** A course; the courses module adds modules, lessons and authoring. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    backgroundImage: text('background_image'),
    /** Public courses reach all of the coach's clients; others only the listed ones. */
    public: boolean('public').notNull().default(false),
    published: boolean('published').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_owner_idx').on(t.ownerId)],
);
