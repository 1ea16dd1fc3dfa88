import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, habitPrograms, pulseSurveys } from '../../db/schema';
import type { Actor } from '../../lib/auth';

/**
 * What a coach may use: their own rows, and their company's managed rows (owner null), which
 * they may use but not change. Other coaches' rows stay invisible.
 */
function usableBy(table: typeof habitPrograms | typeof pulseSurveys | typeof courses, actor: Actor): SQL {
  const own = eq(table.ownerId, actor.userId);
  if (actor.companyId === null) return own;
  return or(own, and(isNull(table.ownerId), eq(table.companyId, actor.companyId)))!;
}

export const habitProgramsUsableBy = (actor: Actor) =>
  and(usableBy(habitPrograms, actor), eq(habitPrograms.deleted, false))!;
/**
 * Pulse surveys add the platform's default survey, which every coach may use (and none may
 * change); deleted surveys are gone for everyone. Mirrors `canUsePulseSurvey`.
 */
export const pulseSurveysUsableBy = (actor: Actor) =>
  and(or(usableBy(pulseSurveys, actor), eq(pulseSurveys.isDefault, true)), eq(pulseSurveys.deleted, false))!;
export const coursesUsableBy = (actor: Actor) => usableBy(courses, actor);

/** The habit program if this coach may assign it. */
export async function findUsableHabitProgram(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(habitPrograms)
    .where(and(eq(habitPrograms.id, id), habitProgramsUsableBy(actor)));
  return row;
}

/** The pulse survey if this coach may assign it. */
export async function findUsablePulseSurvey(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(pulseSurveys)
    .where(and(eq(pulseSurveys.id, id), pulseSurveysUsableBy(actor)));
  return row;
}

/** Which of these course ids this coach may give clients (one query for the whole list). */
export async function usableCourseIds(db: DbOrTx, actor: Actor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, ids), coursesUsableBy(actor)));
  return new Set(rows.map((r) => r.id));
}

export type HabitProgramRow = typeof habitPrograms.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
