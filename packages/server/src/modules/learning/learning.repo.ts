import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  courseCompletions,
  courseModules,
  courses,
  lessonCompletions,
  lessonResources,
  moduleLessons,
  notes,
} from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { coursesUsableBy } from '../catalog';

/*
 * Who may take which course, written once (docs/decisions/008-courses.md): a client whose profile
 * allows courses and is not deactivated takes a published course that is public and belongs to
 * their coach (or is a managed course of their coach's company), or that they were given by name
 * (`client_courses`). Only published modules and their published lessons ever reach them. Every
 * client read, the completion, the notes on lessons and the coach's view go through these.
 */

/** The ids of the courses a user may take, as a subquery: `courses.id IN (${visibleCourses(id)})`. */
export const visibleCourses = (userId: number): SQL => sql`
  SELECT c.id FROM courses c
  JOIN client_profiles cp ON cp.user_id = ${userId} AND cp.allow_courses AND cp.deactivated IS NULL
  LEFT JOIN users coach ON coach.id = cp.coach_id
  WHERE c.published AND (
    (c.public AND (c.owner_id = cp.coach_id OR (c.owner_id IS NULL AND c.company_id = coach.company_id)))
    OR EXISTS (SELECT 1 FROM client_courses cc WHERE cc.client_id = ${userId} AND cc.course_id = c.id))`;

/** A lesson that reaches clients: published, in a published module. */
const publishedLesson = and(eq(moduleLessons.published, true), eq(courseModules.published, true))!;

/** The ids of the courses a user may take, in no particular order. */
export async function visibleCourseIds(db: DbOrTx, userId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(visibleCourses(userId));
  return result.rows.map((row) => row.id);
}

/** The course of a lesson the user may take, or undefined when they may not see the lesson. */
export async function visibleLessonCourse(
  db: DbOrTx,
  userId: number,
  lessonId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: courseModules.courseId })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .where(
      and(
        eq(moduleLessons.id, lessonId),
        publishedLesson,
        sql`${courseModules.courseId} IN (${visibleCourses(userId)})`,
      ),
    );
  return row?.courseId;
}

/** A lesson the user may take, with its title and course; undefined when they may not see it. */
export async function visibleLesson(
  db: DbOrTx,
  userId: number,
  lessonId: number,
): Promise<{ id: number; title: string; course: number } | undefined> {
  const [row] = await db
    .select({ id: moduleLessons.id, title: moduleLessons.title, course: courseModules.courseId })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .where(
      and(
        eq(moduleLessons.id, lessonId),
        publishedLesson,
        sql`${courseModules.courseId} IN (${visibleCourses(userId)})`,
      ),
    );
  return row;
}

/** Whether the user may see this lesson (and so write notes on it). */
export async function canSeeLesson(db: DbOrTx, userId: number, lessonId: number): Promise<boolean> {
  return (await visibleLessonCourse(db, userId, lessonId)) !== undefined;
}

/** A course as its card shows it, with its published lessons and how many of them the user completed. */
export interface CourseCardRow {
  id: number;
  title: string;
  description: string;
  backgroundImage: string | null;
  lessonsCount: number;
  completedCount: number;
}

/*
 * Correlated subqueries of the one statement that reads the courses (naming `courses.id` in full:
 * drizzle leaves the columns of a one-table select unqualified), so a page costs one query.
 */
const lessonCounts = (userId: number) => ({
  lessonsCount: sql<number>`(SELECT count(*)::int FROM module_lessons l
    JOIN course_modules m ON m.id = l.module_id
    WHERE m.course_id = courses.id AND m.published AND l.published)`,
  completedCount: sql<number>`(SELECT count(*)::int FROM module_lessons l
    JOIN course_modules m ON m.id = l.module_id
    JOIN lesson_completions lc ON lc.lesson_id = l.id AND lc.user_id = ${userId}
    WHERE m.course_id = courses.id AND m.published AND l.published)`,
});

/**
 * The courses a user may take, in their owners' order (then by id), as cards: all of them, or
 * one (`courseId`), or a page (`window`).
 */
export async function courseCards(
  db: DbOrTx,
  userId: number,
  filter: { courseId?: number } = {},
  window?: { limit: number; offset: number },
): Promise<{ rows: CourseCardRow[]; count: number }> {
  const where = and(
    sql`${courses.id} IN (${visibleCourses(userId)})`,
    filter.courseId === undefined ? undefined : eq(courses.id, filter.courseId),
  );
  const query = db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      backgroundImage: courses.backgroundImage,
      ...lessonCounts(userId),
    })
    .from(courses)
    .where(where)
    .orderBy(asc(courses.ordering), asc(courses.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const rows = await query.limit(window.limit).offset(window.offset);
  const [total] = await db.select({ count: count() }).from(courses).where(where);
  return { rows, count: total!.count };
}

export type LessonRow = typeof moduleLessons.$inferSelect;
/** A published module of one of the courses, and one of its published lessons (null when it has none). */
export interface ContentRow {
  module: { id: number; courseId: number; title: string; description: string };
  lesson: LessonRow | null;
  completedAt: Date | null;
}

/**
 * The published modules of these courses with their published lessons and when the user completed
 * each, in order: course, module ordering, lesson ordering (ids break ties).
 */
export async function courseContent(db: DbOrTx, userId: number, courseIds: number[]): Promise<ContentRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      module: {
        id: courseModules.id,
        courseId: courseModules.courseId,
        title: courseModules.title,
        description: courseModules.description,
      },
      lesson: moduleLessons,
      completedAt: lessonCompletions.completedAt,
    })
    .from(courseModules)
    .leftJoin(
      moduleLessons,
      and(eq(moduleLessons.moduleId, courseModules.id), eq(moduleLessons.published, true)),
    )
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, moduleLessons.id), eq(lessonCompletions.userId, userId)),
    )
    .where(and(inArray(courseModules.courseId, courseIds), eq(courseModules.published, true)))
    .orderBy(
      asc(courseModules.courseId),
      asc(courseModules.ordering),
      asc(courseModules.id),
      asc(moduleLessons.ordering),
      asc(moduleLessons.id),
    );
}

/** The published lessons of a course in the order a client takes them. */
export async function publishedLessonIds(db: DbOrTx, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: moduleLessons.id })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .where(and(eq(courseModules.courseId, courseId), publishedLesson))
    .orderBy(
      asc(courseModules.ordering),
      asc(courseModules.id),
      asc(moduleLessons.ordering),
      asc(moduleLessons.id),
    );
  return rows.map((row) => row.id);
}

export type ResourceRow = typeof lessonResources.$inferSelect;

/** The resources of these lessons, oldest first (one query for all of them). */
export async function resourcesOf(db: DbOrTx, lessonIds: number[]): Promise<ResourceRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(lessonResources)
    .where(inArray(lessonResources.lessonId, lessonIds))
    .orderBy(asc(lessonResources.createdAt), asc(lessonResources.id));
}

export type NoteRow = typeof notes.$inferSelect;

/** The user's latest note on each of these lessons. */
export async function latestNotes(db: DbOrTx, userId: number, lessonIds: number[]): Promise<NoteRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .selectDistinctOn([notes.lessonId])
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.lessonId, lessonIds)))
    .orderBy(asc(notes.lessonId), desc(notes.createdAt), desc(notes.id));
}

/** The user's notes on these lessons that are not private (their homework), newest first. */
export async function sharedNotes(db: DbOrTx, userId: number, lessonIds: number[]): Promise<NoteRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.lessonId, lessonIds), eq(notes.private, false)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

/**
 * Locks the client's profile for the rest of the transaction, so one client's completions run one
 * after another: two last lessons completed at once still see each other and reach 100 percent.
 */
export async function lockClient(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM client_profiles WHERE user_id = ${userId} FOR NO KEY UPDATE`);
}

/** Marks the lesson completed by the user; completing it again keeps the first time. */
export async function insertLessonCompletion(tx: DbOrTx, userId: number, lessonId: number): Promise<void> {
  await tx.insert(lessonCompletions).values({ userId, lessonId }).onConflictDoNothing();
}

/** Records that the user finished the course; true only the first time. */
export async function insertCourseCompletion(tx: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await tx
    .insert(courseCompletions)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ userId: courseCompletions.userId });
  return rows.length > 0;
}

/** Whether the lesson belongs to a course this coach may use (their own or their company's managed one). */
export async function isLessonUsableBy(db: DbOrTx, actor: Actor, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleLessons.id })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(moduleLessons.id, lessonId), coursesUsableBy(actor)));
  return row !== undefined;
}

/**
 * The lessons of every course this coach may use, in course, module and lesson order: what an
 * exercise may link to (the same rule as isLessonUsableBy). Drafts are included: a coach links an
 * exercise to a lesson before publishing it, and clients only ever see published ones.
 */
export async function usableLessons(db: DbOrTx, actor: Actor, window: { limit: number; offset: number }) {
  const where = coursesUsableBy(actor);
  const rows = await db
    .select({
      id: moduleLessons.id,
      title: moduleLessons.title,
      module_title: courseModules.title,
      course: courses.id,
      course_title: courses.title,
    })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(where)
    .orderBy(
      asc(courses.ordering),
      asc(courses.id),
      asc(courseModules.ordering),
      asc(courseModules.id),
      asc(moduleLessons.ordering),
      asc(moduleLessons.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(where);
  return { rows, count: total!.count };
}
