import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  coachProfiles,
  courses,
  habitPrograms,
  offeringCourses,
  offerings,
  pulseSurveys,
  subDomains,
  users,
} from '../../db/schema';

export type OfferingRow = typeof offerings.$inferSelect;
export type OfferingInsert = typeof offerings.$inferInsert;

/** A plan with what its presenters show beside it: course ids, sub-domain and coach name. */
export interface OfferingWithDetails extends OfferingRow {
  courseIds: number[];
  subDomain: string | null;
  coachName: string | null;
}

const details = {
  subDomain: subDomains.subDomain,
  coachFirstName: users.firstName,
  coachLastName: users.lastName,
};

async function withDetails(
  db: DbOrTx,
  rows: {
    offerings: OfferingRow;
    subDomain: string | null;
    coachFirstName: string | null;
    coachLastName: string | null;
  }[],
): Promise<OfferingWithDetails[]> {
  const ids = rows.map((row) => row.offerings.id);
  const links = ids.length
    ? await db.select().from(offeringCourses).where(inArray(offeringCourses.offeringId, ids))
    : [];
  return rows.map((row) => ({
    ...row.offerings,
    courseIds: links
      .filter((link) => link.offeringId === row.offerings.id)
      .map((link) => link.courseId)
      .sort((a, b) => a - b),
    subDomain: row.subDomain,
    coachName: row.coachFirstName === null ? null : `${row.coachFirstName} ${row.coachLastName ?? ''}`.trim(),
  }));
}

function selectWithDetails(db: DbOrTx) {
  return db
    .select({ offerings, ...details })
    .from(offerings)
    .leftJoin(subDomains, eq(subDomains.id, offerings.subDomainId))
    .leftJoin(users, eq(users.id, offerings.coachId));
}

/** The company's plans, newest first, one page; the course ids come in one more query. */
export async function listOfferings(
  db: DbOrTx,
  companyId: number,
  window: { limit: number; offset: number },
) {
  const where = eq(offerings.companyId, companyId);
  const rows = await selectWithDetails(db)
    .where(where)
    .orderBy(desc(offerings.createdAt), desc(offerings.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(offerings).where(where);
  return { rows: await withDetails(db, rows), count: total!.count };
}

/** One plan by id, with its details. */
export async function findOffering(db: DbOrTx, id: number): Promise<OfferingWithDetails | undefined> {
  const rows = await selectWithDetails(db).where(eq(offerings.id, id));
  return (await withDetails(db, rows))[0];
}

/** An active plan by its promo code. */
export async function findActiveByPromo(db: DbOrTx, promo: string): Promise<OfferingWithDetails | undefined> {
  const rows = await selectWithDetails(db).where(and(eq(offerings.promo, promo), eq(offerings.active, true)));
  return (await withDetails(db, rows))[0];
}

/**
 * An active plan by id and promo (the sign-up link carries both); `lock` takes a share lock so
 * an owner's edit of the plan waits until the sign-up's transaction ends.
 */
export async function findActiveByIdAndPromo(
  db: DbOrTx,
  id: number,
  promo: string,
  lock = false,
): Promise<OfferingWithDetails | undefined> {
  const query = db
    .select()
    .from(offerings)
    .where(and(eq(offerings.id, id), eq(offerings.promo, promo), eq(offerings.active, true)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) return undefined;
  return findOffering(db, row.id);
}

export async function insertOffering(tx: DbOrTx, values: OfferingInsert): Promise<number> {
  const [row] = await tx.insert(offerings).values(values).returning({ id: offerings.id });
  return row!.id;
}

export async function updateOffering(tx: DbOrTx, id: number, values: Partial<OfferingInsert>): Promise<void> {
  await tx
    .update(offerings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(offerings.id, id));
}

/** Makes the plan's listed courses exactly `courseIds`. */
export async function replaceCourses(tx: DbOrTx, offeringId: number, courseIds: number[]): Promise<void> {
  await tx.delete(offeringCourses).where(eq(offeringCourses.offeringId, offeringId));
  if (courseIds.length)
    await tx.insert(offeringCourses).values(courseIds.map((courseId) => ({ offeringId, courseId })));
}

/** The company's coaches (coach licences of the company), by name. */
export async function companyCoaches(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(eq(coachProfiles.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Whether the user holds a coach licence of this company. */
export async function isCompanyCoach(db: DbOrTx, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coachProfiles.id })
    .from(coachProfiles)
    .where(and(eq(coachProfiles.userId, userId), eq(coachProfiles.companyId, companyId)));
  return row !== undefined;
}

/** The company's first sub-domain: the address its plans' links use. */
export async function companySubDomainId(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: subDomains.id })
    .from(subDomains)
    .where(eq(subDomains.companyId, companyId))
    .orderBy(asc(subDomains.id))
    .limit(1);
  return row?.id ?? null;
}

/** The programs, surveys and courses matching the catalog's conditions for one coach, by name. */
export async function usableChoices(db: DbOrTx, where: { programs: SQL; surveys: SQL; courses: SQL }) {
  const [programs, surveys, courseRows] = await Promise.all([
    db
      .select({ id: habitPrograms.id, name: habitPrograms.name })
      .from(habitPrograms)
      .where(where.programs)
      .orderBy(asc(habitPrograms.name), asc(habitPrograms.id)),
    db
      .select({ id: pulseSurveys.id, name: pulseSurveys.name })
      .from(pulseSurveys)
      .where(where.surveys)
      .orderBy(asc(pulseSurveys.name), asc(pulseSurveys.id)),
    db
      .select({ id: courses.id, name: courses.title })
      .from(courses)
      .where(where.courses)
      .orderBy(asc(courses.title), asc(courses.id)),
  ]);
  return { habit_programs: programs, pulse_surveys: surveys, courses: courseRows };
}
