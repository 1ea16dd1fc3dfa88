import { asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courseModules, courses, lessonResources, moduleLessons } from '../../db/schema';

/*
 * Lessons and their resources, each read with the ownership of the course above it (which is
 * what decides who may see or change it). Writers lock what they change, and a new lesson locks
 * its module for share: a module or course being deleted locks its content before listing the
 * files to remove, so a lesson written meanwhile is either listed or refused, never orphaned.
 */

export type LessonRow = typeof moduleLessons.$inferSelect;
export type ResourceRow = typeof lessonResources.$inferSelect;

/** Who owns the course something belongs to. */
export interface CourseFacts {
  courseId: number;
  ownerId: number | null;
  companyId: number | null;
}

export type LessonWithFacts = LessonRow & CourseFacts;
export type ResourceWithFacts = ResourceRow & CourseFacts & { moduleId: number };

const courseFacts = { courseId: courses.id, ownerId: courses.ownerId, companyId: courses.companyId };
const lessonWithFacts = { ...getTableColumns(moduleLessons), ...courseFacts };

/** A module's course ownership; `lock` holds the module (for share) until the transaction ends. */
export async function findModuleFacts(
  db: DbOrTx,
  moduleId: number,
  lock = false,
): Promise<CourseFacts | undefined> {
  const query = db
    .select(courseFacts)
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseModules.id, moduleId));
  const [row] = lock ? await query.for('share', { of: courseModules }) : await query;
  return row;
}

/** A lesson with its course's ownership; `lock` holds the lesson (for update) until the transaction ends. */
export async function findLesson(db: DbOrTx, id: number, lock = false): Promise<LessonWithFacts | undefined> {
  const query = db
    .select(lessonWithFacts)
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(moduleLessons.id, id));
  const [row] = lock ? await query.for('update', { of: moduleLessons }) : await query;
  return row;
}

/** A module's lessons in their order. */
export async function listLessons(db: DbOrTx, moduleId: number, window: { limit: number; offset: number }) {
  const where = eq(moduleLessons.moduleId, moduleId);
  const rows = await db
    .select()
    .from(moduleLessons)
    .where(where)
    .orderBy(asc(moduleLessons.ordering), asc(moduleLessons.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(moduleLessons).where(where);
  return { rows, count: total!.count };
}

/** The resources of some lessons, oldest first, in one query. */
export async function resourcesOfLessons(db: DbOrTx, lessonIds: number[]): Promise<ResourceRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(lessonResources)
    .where(inArray(lessonResources.lessonId, lessonIds))
    .orderBy(asc(lessonResources.id));
}

export type LessonValues = Omit<typeof moduleLessons.$inferInsert, 'id' | 'createdAt'>;

export async function insertLesson(tx: Tx, values: LessonValues): Promise<LessonRow> {
  const [row] = await tx.insert(moduleLessons).values(values).returning();
  return row!;
}

export async function updateLesson(
  tx: Tx,
  id: number,
  values: Partial<Omit<LessonValues, 'moduleId' | 'ordering'>>,
): Promise<void> {
  await tx.update(moduleLessons).set(values).where(eq(moduleLessons.id, id));
}

/**
 * Deletes a locked lesson (its resources and completions go with it by cascade; notes, tasks and
 * exercises on it lose the link) and answers the files it and its resources held.
 */
export async function deleteLesson(tx: Tx, lesson: LessonRow): Promise<string[]> {
  const resources = await tx
    .select({ fileKey: lessonResources.fileKey })
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lesson.id))
    .orderBy(asc(lessonResources.id))
    .for('update');
  await tx.delete(moduleLessons).where(eq(moduleLessons.id, lesson.id));
  return [lesson.fileKey, ...resources.map((r) => r.fileKey)].filter((key): key is string => key !== null);
}

// ---------------------------------------------------------------- resources

/** A resource with its lesson's module and course ownership; `lock` holds the resource for update. */
export async function findResource(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<ResourceWithFacts | undefined> {
  const query = db
    .select({ ...getTableColumns(lessonResources), moduleId: moduleLessons.moduleId, ...courseFacts })
    .from(lessonResources)
    .innerJoin(moduleLessons, eq(moduleLessons.id, lessonResources.lessonId))
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(lessonResources.id, id));
  const [row] = lock ? await query.for('update', { of: lessonResources }) : await query;
  return row;
}

/** A lesson's course ownership; `lock` holds the lesson for share (a resource is being added to it). */
export async function findLessonFacts(
  db: DbOrTx,
  lessonId: number,
  lock = false,
): Promise<CourseFacts | undefined> {
  const query = db
    .select(courseFacts)
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(moduleLessons.id, lessonId));
  const [row] = lock ? await query.for('share', { of: moduleLessons }) : await query;
  return row;
}

/** A lesson's resources, oldest first. */
export async function listResources(db: DbOrTx, lessonId: number, window: { limit: number; offset: number }) {
  const where = eq(lessonResources.lessonId, lessonId);
  const rows = await db
    .select()
    .from(lessonResources)
    .where(where)
    .orderBy(asc(lessonResources.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(lessonResources).where(where);
  return { rows, count: total!.count };
}

export type ResourceValues = Omit<typeof lessonResources.$inferInsert, 'id' | 'createdAt'>;

export async function insertResource(tx: Tx, values: ResourceValues): Promise<ResourceRow> {
  const [row] = await tx.insert(lessonResources).values(values).returning();
  return row!;
}

export async function updateResource(
  tx: Tx,
  id: number,
  values: Partial<ResourceValues>,
): Promise<ResourceRow> {
  const [row] = await tx.update(lessonResources).set(values).where(eq(lessonResources.id, id)).returning();
  return row!;
}

export async function deleteResource(tx: Tx, id: number): Promise<void> {
  await tx.delete(lessonResources).where(eq(lessonResources.id, id));
}
