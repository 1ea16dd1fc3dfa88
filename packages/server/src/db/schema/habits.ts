import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { habitPrograms } from './programs';
import { users } from './users';
import { moduleLessons } from './courses';

/*
 * The habit engine's tables. Areas of focus and exercises are soft-deleted (`deleted`), so the
 * tasks that gave them keep their history; habit programs are soft-deleted the same way.
 */

/** An area of focus of one habit program, with the colour its exercises show in. */
export const areasOfFocus = pgTable(
  'areas_of_focus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => habitPrograms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    public: boolean('public').notNull().default(true),
    ordering: integer('ordering').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('areas_of_focus_program_idx').on(t.programId)],
);

/** An exercise of the library, in one area of focus. */
export const templateExercises = pgTable(
  'template_exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areasOfFocus.id, { onDelete: 'cascade' }),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    how: text('how').notNull().default(''),
    why: text('why').notNull().default(''),
    /** A course lesson that goes with it; the courses module adds the foreign key. */
    lessonId: integer('lesson_id').references(() => moduleLessons.id, { onDelete: 'set null' }),
    /** Days it waits before it may be given to the same client again. */
    buffer: integer('buffer').notNull().default(0),
    /** Days a task of it stays on the client's list, the due day included. */
    availableFor: integer('available_for').notNull().default(1),
    always: boolean('always').notNull().default(false),
    /** Weekdays it may be given on, 0 Monday..6 Sunday; empty means any day. */
    onlyOn: integer('only_on')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Enabled; disabled exercises are never given. */
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('template_exercises_area_idx').on(t.areaId),
    check('template_exercises_buffer_range', sql`${t.buffer} >= 0`),
    check('template_exercises_available_for_range', sql`${t.availableFor} >= 1`),
  ],
);

/** An instruction with a link or a downloadable file, attached to an exercise. */
export const exerciseResources = pgTable(
  'exercise_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => templateExercises.id, { onDelete: 'cascade' }),
    instruction: text('instruction').notNull(),
    url: text('url'),
    /** Storage key of the uploaded file (lib/storage.ts). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exercise_resources_exercise_idx').on(t.exerciseId),
    check('exercise_resources_has_resource', sql`${t.url} IS NOT NULL OR ${t.fileKey} IS NOT NULL`),
  ],
);

/** The areas of focus a client chose, in order (when their program does not assign all). */
export const clientAreasOfFocus = pgTable(
  'client_areas_of_focus',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areasOfFocus.id, { onDelete: 'cascade' }),
    ordering: integer('ordering').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.areaId] }),
    uniqueIndex('client_areas_of_focus_slot_key').on(t.userId, t.ordering),
  ],
);

/** A client's own habit, given on the weekdays they chose. */
export const habits = pgTable(
  'habits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    why: text('why').notNull().default(''),
    visualization: text('visualization').notNull().default(''),
    color: text('color').notNull(),
    daysOfWeek: integer('days_of_week')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    time: time('time').notNull().default('12:00:00'),
    /** False once removed; removing is permanent. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('habits_user_idx').on(t.userId, t.active)],
);

/**
 * A task: an exercise given to a client on a local day, or one day of a habit. The unique keys
 * make generation idempotent: a template or habit is on a client's list at most once a day.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => templateExercises.id, { onDelete: 'cascade' }),
    habitId: integer('habit_id').references(() => habits.id, { onDelete: 'cascade' }),
    /** The client's local day it is due. */
    dueOn: date('due_on').notNull(),
    /** The last local day it stays on the list. */
    availableUntil: date('available_until').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ignored: boolean('ignored').notNull().default(false),
    /** scheduled | requested | coach | habit */
    source: text('source').notNull(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    lessonId: integer('lesson_id').references(() => moduleLessons.id, { onDelete: 'set null' }),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_user_template_day_key')
      .on(t.userId, t.templateId, t.dueOn)
      .where(sql`${t.templateId} IS NOT NULL`),
    uniqueIndex('tasks_user_habit_day_key')
      .on(t.userId, t.habitId, t.dueOn)
      .where(sql`${t.habitId} IS NOT NULL`),
    index('tasks_user_due_idx').on(t.userId, t.dueOn),
    // The rows behind a deleted habit, lesson or coach (their foreign keys' cascades scanned every
    // task on the site without these), and a habit's open day (removeOpenHabitDay). Partial:
    // only the tasks that name one, so generated exercises, most of the table, write no entry.
    index('tasks_habit_day_idx')
      .on(t.habitId, t.dueOn)
      .where(sql`${t.habitId} IS NOT NULL`),
    index('tasks_lesson_idx')
      .on(t.lessonId)
      .where(sql`${t.lessonId} IS NOT NULL`),
    index('tasks_assigned_by_idx')
      .on(t.assignedBy)
      .where(sql`${t.assignedBy} IS NOT NULL`),
    check('tasks_template_or_habit', sql`(${t.templateId} IS NULL) <> (${t.habitId} IS NULL)`),
    check('tasks_source_known', sql`${t.source} IN ('scheduled', 'requested', 'coach', 'habit')`),
  ],
);

/**
 * One row per client and local day that generation has handled: the marker that makes the
 * schedule idempotent across runs and processes, and that reminders are sent once a day.
 */
export const exerciseDays = pgTable(
  'exercise_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('exercise_days_day_idx').on(t.day)],
);

/** Something a coach asks a client to do by a day. */
export const commitments = pgTable(
  'commitments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date').notNull(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commitments_client_idx').on(t.clientId, t.dueDate),
    // Set to null when the coach's account goes: without it, a scan of every commitment.
    index('commitments_assigned_by_idx')
      .on(t.assignedBy)
      .where(sql`${t.assignedBy} IS NOT NULL`),
  ],
);
