import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courseModules, courses, lessonResources, moduleLessons } from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { coursesUsableBy } from '../catalog';

export type CourseRow = typeof courses.$inferSelect;
/** A course with what its card shows: how many modules, lessons and named clients it has. */
export type CourseWithCounts = CourseRow & {
  modulesCount: number;
  lessonsCount: number;
  clientsCount: number;
};

/*
 * The counts are correlated subqueries of the one statement that reads the courses (naming
 * `courses.id` in full: drizzle leaves the columns of a one-table select unqualified), so a page
 * costs one query whatever its length. Lessons count published or not: this is the author's
 * view. Only the asking coach's own clients count, so a managed course shared by a company's
 * coaches does not tell one coach how many of another's clients were given it.
 */
const countsFor = (coachId: number) => ({
  modulesCount: sql<number>`(SELECT count(*)::int FROM course_modules m WHERE m.course_id = courses.id)`,
  lessonsCount: sql<number>`(SELECT count(*)::int FROM module_lessons l
    JOIN course_modules m ON m.id = l.module_id WHERE m.course_id = courses.id)`,
  clientsCount: sql<number>`(SELECT count(*)::int FROM client_courses cc
    JOIN client_profiles cp ON cp.user_id = cc.client_id
    WHERE cc.course_id = courses.id AND cp.coach_id = ${coachId})`,
});

const allColumns = getTableColumns(courses);

/** The courses a coach may use (their own and their company's managed ones) in order, with counts. */
export async function listCourses(db: DbOrTx, actor: Actor, window: { limit: number; offset: number }) {
  const where = coursesUsableBy(actor);
  const rows: CourseWithCounts[] = await db
    .select({ ...allColumns, ...countsFor(actor.userId) })
    .from(courses)
    .where(where)
    .orderBy(asc(courses.ordering), asc(courses.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(courses).where(where);
  return { rows, count: total!.count };
}

/** A course with its counts as `coachId` sees them (the policy decides whether they may). */
export async function findCourse(
  db: DbOrTx,
  id: number,
  coachId: number,
): Promise<CourseWithCounts | undefined> {
  const [row] = await db
    .select({ ...allColumns, ...countsFor(coachId) })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

/**
 * A course locked for the rest of the transaction: `update` by whoever deletes it or swaps its
 * image, `share` by whoever orders or adds its modules, so those wait for a delete to finish
 * rather than deadlock with its cascade.
 */
export async function lockCourse(
  tx: Tx,
  id: number,
  strength: 'update' | 'share',
): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for(strength);
  return row;
}

export type CourseValues = Pick<
  typeof courses.$inferInsert,
  'title' | 'description' | 'public' | 'published'
>;

export async function insertCourse(
  db: DbOrTx,
  values: CourseValues & { ownerId: number; companyId: number | null; ordering: number },
): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updateCourse(db: DbOrTx, id: number, values: Partial<CourseValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(courses).set(set).where(eq(courses.id, id));
}

/** Deletes a course; its modules, lessons, resources, progress and grants go with it (cascade). */
export async function deleteCourse(tx: Tx, id: number) {
  await tx.delete(courses).where(eq(courses.id, id));
}

/** Sets the background image (a `/media/` URL) of a course the caller has locked. */
export async function setBackgroundImage(tx: Tx, id: number, image: string) {
  await tx.update(courses).set({ backgroundImage: image }).where(eq(courses.id, id));
}

/**
 * Locks the content under a course or a module (its modules, their lessons, the lessons'
 * resources, each in id order) and answers the storage keys of their files, for a delete to
 * remove after commit. Locking a parent before reading its children keeps a lesson or resource
 * from being added or given a new file between the read and the delete: such a write waits, and
 * then finds its parent gone.
 */
export async function lockContentFiles(tx: Tx, under: { courseId: number } | { moduleId: number }) {
  const modules =
    'courseId' in under
      ? await tx
          .select({ id: courseModules.id })
          .from(courseModules)
          .where(eq(courseModules.courseId, under.courseId))
          .orderBy(asc(courseModules.id))
          .for('update')
      : [{ id: under.moduleId }];
  if (modules.length === 0) return [];
  const lessons = await tx
    .select({ id: moduleLessons.id, fileKey: moduleLessons.fileKey })
    .from(moduleLessons)
    .where(
      inArray(
        moduleLessons.moduleId,
        modules.map((m) => m.id),
      ),
    )
    .orderBy(asc(moduleLessons.id))
    .for('update');
  if (lessons.length === 0) return [];
  const resources = await tx
    .select({ fileKey: lessonResources.fileKey })
    .from(lessonResources)
    .where(
      inArray(
        lessonResources.lessonId,
        lessons.map((l) => l.id),
      ),
    )
    .orderBy(asc(lessonResources.id))
    .for('update');
  return [...lessons, ...resources].flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/** A course without counts, for access checks. */
export async function findCourseRow(db: DbOrTx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}
