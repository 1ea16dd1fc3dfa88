import type { Db } from '../../db/client';
import { courses, habitPrograms, pulseSurveys } from '../../db/schema';

let sequence = 0;
const next = () => ++sequence;

/** Who owns a catalog item: a coach (`ownerId`) or, with `ownerId: null`, a company (managed). */
interface Ownership {
  ownerId: number | null;
  companyId: number | null;
}

/** A habit program; pass `{ownerId: null, companyId}` for a company-managed one. */
export async function buildHabitProgram(
  db: Db,
  owner: Ownership,
  overrides: Partial<typeof habitPrograms.$inferInsert> = {},
) {
  const [row] = await db
    .insert(habitPrograms)
    .values({ name: `Program ${next()}`, ...owner, ...overrides })
    .returning();
  return row!;
}

/** A pulse survey; pass `{ownerId: null, companyId}` for a company-managed one. */
export async function buildPulseSurvey(
  db: Db,
  owner: Ownership,
  overrides: Partial<typeof pulseSurveys.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pulseSurveys)
    .values({ name: `Survey ${next()}`, ...owner, ...overrides })
    .returning();
  return row!;
}

/** A course; pass `{ownerId: null, companyId}` for a company-managed one. */
export async function buildCourse(
  db: Db,
  owner: Ownership,
  overrides: Partial<typeof courses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(courses)
    .values({ title: `Course ${next()}`, ...owner, ...overrides })
    .returning();
  return row!;
}

/** The ownership of a coach's own items: `buildHabitProgram(db, ownedBy(coach))`. */
export const ownedBy = (coach: { id: number; companyId: number | null }): Ownership => ({
  ownerId: coach.id,
  companyId: coach.companyId,
});

/** The ownership of a company's managed items. */
export const managedBy = (companyId: number): Ownership => ({ ownerId: null, companyId });
