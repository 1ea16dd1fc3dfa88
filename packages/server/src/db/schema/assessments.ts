import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/*
 * Assessments (issue 17): attributes (for example "Energy") made of questions answered 1-7, put
 * together into assessments; a coach's running copy of one (its public link and call to action);
 * and taken assessments, by a client or by a visitor (a lead, known by a uuid), with their
 * answers. Scoring is shared/rules/assessment-scoring.ts.
 */

/** An attribute and its report text per band; `ownerId` null for the library's own. */
export const assessmentAttributes = pgTable('assessment_attributes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  reportLow: text('report_low').notNull().default(''),
  reportModerate: text('report_moderate').notNull().default(''),
  reportHigh: text('report_high').notNull().default(''),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => assessmentAttributes.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Worded the other way round: the answer counts as 8 minus it. */
    reverse: boolean('reverse').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [index('assessment_questions_attribute_idx').on(t.attributeId, t.ordering)],
);

/**
 * An assessment: the library's (`ownerId` null, `public`: every coach sees it) or a coach's
 * custom one built from attributes.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    public: boolean('public').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_owner_idx').on(t.ownerId)],
);

/** Which attributes an assessment asks about, in order. */
export const assessmentAttributeLinks = pgTable(
  'assessment_attribute_links',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => assessmentAttributes.id, { onDelete: 'cascade' }),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.attributeId] })],
);

/** A coach's running assessment: its public link, completion e-mail and call to action. */
export const coachAssessments = pgTable(
  'coach_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public link's unguessable part. */
    link: uuid('link').notNull().defaultRandom(),
    notifyOnCompletion: boolean('notify_on_completion').notNull().default(false),
    promoRequired: boolean('promo_required').notNull().default(false),
    promoCode: text('promo_code'),
    showSearch: boolean('show_search').notNull().default(false),
    ctaEnabled: boolean('cta_enabled').notNull().default(false),
    ctaLink: text('cta_link').notNull().default(''),
    ctaLinkText: text('cta_link_text').notNull().default(''),
    ctaTitle: text('cta_title').notNull().default(''),
    ctaSubtitle: text('cta_subtitle').notNull().default(''),
    ctaImg: text('cta_img'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_assessments_coach_idx').on(t.coachId),
    uniqueIndex('coach_assessments_link_key').on(t.link),
    // A code names one live running assessment, so isTokenValid(token) needs nothing else.
    uniqueIndex('coach_assessments_promo_code_key')
      .on(sql`lower(${t.promoCode})`)
      .where(sql`${t.deleted} = false AND ${t.promoCode} IS NOT NULL`),
  ],
);

/**
 * One taking of an assessment: by a client (`userId`) or by a visitor (a lead: their name and
 * address, reached only by `uuid`). `coachId` is the coach it belongs to: the client's coach,
 * or the coach whose link the lead followed.
 */
export const takenAssessments = pgTable(
  'taken_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    coachAssessmentId: integer('coach_assessment_id').references(() => coachAssessments.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /**
     * Taken on a public page (a running assessment's link or the free assessment), signed in or
     * not, rather than sent by the coach: only such results answer by uuid to anyone holding it.
     */
    lead: boolean('lead').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taken_assessments_uuid_key').on(t.uuid),
    // The coach's results newest first, read from the index only as far as a page needs.
    index('taken_assessments_coach_completed_idx')
      .on(t.coachId, t.createdAt, t.id)
      .where(sql`${t.completedAt} IS NOT NULL`),
    index('taken_assessments_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * How many completed results name each coach (taken_assessments.coach_id), kept by triggers in
 * the same transaction as every insert, update and delete of a result (migration 0018), so the
 * results list's `count` reads one row instead of counting 10,000 (decision 015).
 */
export const coachResultCounts = pgTable('coach_result_counts', {
  coachId: integer('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  results: integer('results').notNull().default(0),
});

export const takenAssessmentAnswers = pgTable(
  'taken_assessment_answers',
  {
    takenAssessmentId: integer('taken_assessment_id')
      .notNull()
      .references(() => takenAssessments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    answer: smallint('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.takenAssessmentId, t.questionId] }),
    check('taken_assessment_answers_scale', sql`${t.answer} BETWEEN 1 AND 7`),
  ],
);

/** A lead shared their result with a coach (the results page's coach search). */
export const assessmentGrants = pgTable(
  'assessment_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    takenAssessmentId: integer('taken_assessment_id')
      .notNull()
      .references(() => takenAssessments.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_grants_key').on(t.takenAssessmentId, t.coachId),
    index('assessment_grants_coach_idx').on(t.coachId),
  ],
);

/**
 * A coach sent an assessment to a client (directly or through a cohort): the client takes it in
 * the app. `takenAssessmentId` is set when they finish; one open assignment per assessment and
 * client, so sending again does not ask twice.
 */
export const assessmentAssignments = pgTable(
  'assessment_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    takenAssessmentId: integer('taken_assessment_id').references(() => takenAssessments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_assignments_open_key')
      .on(t.assessmentId, t.clientId)
      .where(sql`${t.takenAssessmentId} IS NULL`),
    index('assessment_assignments_client_idx').on(t.clientId, t.createdAt),
  ],
);
