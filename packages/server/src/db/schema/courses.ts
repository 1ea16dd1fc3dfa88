import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courses } from './programs';
import { users } from './users';

/*
 * A course's modules and lessons, the lessons' resources, and clients' progress through them
 * (docs/decisions/008-courses.md). Files live in storage under keys made by the server; rows
 * hold the key, the name it was uploaded under, its size and type.
 */

export const courseModules = pgTable(
  'course_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.ordering)],
);

export const moduleLessons = pgTable(
  'module_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** video | audio | pdf | file | youtube | iframe */
    type: text('type').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    contentType: text('content_type'),
    /** The YouTube or web page link of those types. */
    iframeUrl: text('iframe_url'),
    published: boolean('published').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('module_lessons_module_idx').on(t.moduleId, t.ordering),
    check(
      'module_lessons_type_known',
      sql`${t.type} IN ('video', 'audio', 'pdf', 'file', 'youtube', 'iframe')`,
    ),
  ],
);

/** An instruction with a link or a file to download, on a lesson. */
export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => moduleLessons.id, { onDelete: 'cascade' }),
    instruction: text('instruction').notNull(),
    url: text('url'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_resources_lesson_idx').on(t.lessonId)],
);

/** A lesson a client completed. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => moduleLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_completions_lesson_idx').on(t.lessonId),
  ],
);

/** The first time a client's completion of a course reached 100 percent (spec: then go to /courses). */
export const courseCompletions = pgTable(
  'course_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * Secrets every server process shares, made once by the migration that needs them: `file_links`
 * signs the short-lived links course files are served by.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
