import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courseModules, courses } from '../../db/schema';

export type CourseModuleRow = typeof courseModules.$inferSelect;
/**
 * A module with how many lessons it has (published or not) and who owns its course, which is
 * what decides who may see or change it.
 */
export type CourseModuleWithFacts = CourseModuleRow & {
  lessonsCount: number;
  ownerId: number | null;
  companyId: number | null;
};

// Qualified in full: the subquery runs inside a select from course_modules.
const lessonsCount = sql<number>`(SELECT count(*)::int FROM module_lessons l
  WHERE l.module_id = course_modules.id)`;

const withFacts = {
  ...getTableColumns(courseModules),
  lessonsCount,
  ownerId: courses.ownerId,
  companyId: courses.companyId,
};

/** The modules of a course in their order, with their lesson counts. */
export async function listModules(db: DbOrTx, courseId: number, window: { limit: number; offset: number }) {
  const where = eq(courseModules.courseId, courseId);
  const rows: CourseModuleWithFacts[] = await db
    .select(withFacts)
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(where)
    .orderBy(asc(courseModules.ordering), asc(courseModules.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(courseModules).where(where);
  return { rows, count: total!.count };
}

/** A module with its lesson count and its course's ownership. */
export async function findModule(db: DbOrTx, id: number): Promise<CourseModuleWithFacts | undefined> {
  const [row] = await db
    .select(withFacts)
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseModules.id, id));
  return row;
}

/** A module locked for the rest of the transaction (by a delete or a move to another course). */
export async function lockModule(tx: Tx, id: number): Promise<CourseModuleRow | undefined> {
  const [row] = await tx.select().from(courseModules).where(eq(courseModules.id, id)).for('update');
  return row;
}

export type CourseModuleValues = Pick<
  typeof courseModules.$inferInsert,
  'title' | 'description' | 'published'
>;

export async function insertModule(
  db: DbOrTx,
  values: CourseModuleValues & { courseId: number; ordering: number },
): Promise<CourseModuleRow> {
  const [row] = await db.insert(courseModules).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updateModule(
  db: DbOrTx,
  id: number,
  values: Partial<CourseModuleValues & { courseId: number; ordering: number }>,
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(courseModules).set(set).where(eq(courseModules.id, id));
}

/** Deletes a module; its lessons, their resources and completions go with it (cascade). */
export async function deleteModule(tx: Tx, id: number) {
  await tx.delete(courseModules).where(eq(courseModules.id, id));
}
