import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tasks } from './habits';
import { users } from './users';
import { moduleLessons } from './courses';

/**
 * Notes a user writes. Without a task or lesson a note is a journal entry; with a task it is a
 * note on that exercise or habit day; with a lesson (the courses module adds its foreign key), a
 * note on that lesson.
 */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    private: boolean('private').notNull().default(true),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => moduleLessons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_user_created_idx').on(t.userId, t.createdAt),
    index('notes_task_idx').on(t.taskId),
    // Set to null when the lesson is deleted: without it, a scan of every note.
    index('notes_lesson_idx')
      .on(t.lessonId)
      .where(sql`${t.lessonId} IS NOT NULL`),
  ],
);
