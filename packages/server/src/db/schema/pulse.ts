import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pulseSurveys } from './programs';
import { users } from './users';

/*
 * Pulse surveys' content, the clients' daily reflections on them, KPIs and the notices they
 * raise (docs/decisions/007-pulse-surveys.md).
 */

/** A dimension ("graph"): statements drawn as one well-being graph. */
export const pulseDimensions = pgTable(
  'pulse_dimensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => pulseSurveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    graph: boolean('graph').notNull().default(true),
    graphColor: text('graph_color').notNull().default('#228be6'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pulse_dimensions_survey_idx').on(t.surveyId)],
);

/**
 * A statement rated 1..7. Soft-deleted so past answers keep their dimension; answers also keep
 * the text as it was asked.
 */
export const pulseQuestions = pgTable(
  'pulse_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => pulseSurveys.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    always: boolean('always').notNull().default(false),
    construct: text('construct').notNull().default(''),
    dimensionId: integer('dimension_id').references(() => pulseDimensions.id, { onDelete: 'set null' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pulse_questions_survey_idx').on(t.surveyId),
    index('pulse_questions_dimension_idx').on(t.dimensionId),
  ],
);

/** A number a client tracks; `survey` KPIs are asked on each daily reflection. */
export const clientKpis = pgTable(
  'client_kpis',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    survey: boolean('survey').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_kpis_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A client's reflection for one local day. The row is also generation's idempotency marker: one
 * per (user, day). `token` addresses it in links; the statements are fixed at creation.
 */
export const clientSurveys = pgTable(
  'client_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => pulseSurveys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** The open-ended question as asked that day. */
    openEndedQuestion: text('open_ended_question').notNull(),
    reflection: text('reflection').notNull().default(''),
    private: boolean('private').notNull().default(false),
    /** scheduled (the minute job) | requested (the client opened /daily-reflection first) */
    source: text('source').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('client_surveys_token_key').on(t.token),
    uniqueIndex('client_surveys_user_day_key').on(t.userId, t.day),
    index('client_surveys_day_idx').on(t.day),
    check('client_surveys_source_known', sql`${t.source} IN ('scheduled', 'requested')`),
  ],
);

/** One statement of a reflection and the client's answer (null until answered). */
export const clientSurveyAnswers = pgTable(
  'client_survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientSurveyId: integer('client_survey_id')
      .notNull()
      .references(() => clientSurveys.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => pulseQuestions.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    answer: smallint('answer'),
  },
  (t) => [
    uniqueIndex('client_survey_answers_survey_question_key').on(t.clientSurveyId, t.questionId),
    index('client_survey_answers_question_idx').on(t.questionId),
    check('client_survey_answers_scale', sql`${t.answer} BETWEEN 1 AND 7`),
  ],
);

/** A KPI's value given on a reflection. */
export const kpiResults = pgTable(
  'kpi_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kpiId: integer('kpi_id')
      .notNull()
      .references(() => clientKpis.id, { onDelete: 'cascade' }),
    clientSurveyId: integer('client_survey_id')
      .notNull()
      .references(() => clientSurveys.id, { onDelete: 'cascade' }),
    /** As typed: 6.5 hours of sleep (at most two decimals, shared rules/kpi-value.ts). */
    result: doublePrecision('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kpi_results_kpi_survey_key').on(t.kpiId, t.clientSurveyId),
    index('kpi_results_survey_idx').on(t.clientSurveyId),
  ],
);

/**
 * An in-app notice to a coach about a client (so far: struggling on a dimension). One per
 * struggle: the unique key holds the day the struggle began.
 */
export const coachNotices = pgTable(
  'coach_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('struggling'),
    dimensionId: integer('dimension_id').references(() => pulseDimensions.id, { onDelete: 'cascade' }),
    episodeStart: date('episode_start').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coach_notices_episode_key').on(t.clientId, t.dimensionId, t.episodeStart),
    index('coach_notices_coach_idx').on(t.coachId, t.createdAt),
  ],
);
