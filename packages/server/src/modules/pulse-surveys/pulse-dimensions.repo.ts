import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pulseDimensions, pulseSurveys } from '../../db/schema';
import type { PulseSurveyFacts } from './pulse-surveys.policy';

export type PulseDimensionRow = typeof pulseDimensions.$inferSelect;
/** A dimension with how many live statements count toward it. */
export type PulseDimensionRecord = PulseDimensionRow & { questionsCount: number };

interface Window {
  limit: number;
  offset: number;
}

/** Facts of the survey a dimension or statement belongs to, for the access check. */
export const surveyFactColumns = {
  ownerId: pulseSurveys.ownerId,
  companyId: pulseSurveys.companyId,
  isDefault: pulseSurveys.isDefault,
  deleted: pulseSurveys.deleted,
};

const recordColumns = {
  ...getTableColumns(pulseDimensions),
  questionsCount: sql<number>`(SELECT count(*)::int FROM pulse_questions q
    WHERE q.dimension_id = pulse_dimensions.id AND NOT q.deleted)`,
};

/** A survey's dimensions, oldest first (the caller has checked it may see the survey). */
export async function listDimensions(db: DbOrTx, surveyId: number, window: Window) {
  const where = eq(pulseDimensions.surveyId, surveyId);
  const rows: PulseDimensionRecord[] = await db
    .select(recordColumns)
    .from(pulseDimensions)
    .where(where)
    .orderBy(asc(pulseDimensions.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(pulseDimensions).where(where);
  return { rows, count: total!.count };
}

/** A dimension with its survey's facts (the policy decides who sees it). */
export async function findDimension(
  db: DbOrTx,
  id: number,
): Promise<(PulseDimensionRecord & { survey: PulseSurveyFacts }) | undefined> {
  const [row] = await db
    .select({ ...recordColumns, survey: surveyFactColumns })
    .from(pulseDimensions)
    .innerJoin(pulseSurveys, eq(pulseSurveys.id, pulseDimensions.surveyId))
    .where(eq(pulseDimensions.id, id));
  return row;
}

export type DimensionValues = Pick<typeof pulseDimensions.$inferInsert, 'name' | 'graph' | 'graphColor'>;

export async function insertDimension(
  db: DbOrTx,
  values: Required<DimensionValues> & { surveyId: number },
): Promise<PulseDimensionRow> {
  const [row] = await db.insert(pulseDimensions).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updateDimension(db: DbOrTx, id: number, values: Partial<DimensionValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(pulseDimensions).set(set).where(eq(pulseDimensions.id, id));
}

/** Deletes a dimension for good; its statements stay, without a dimension (the foreign key sets null). */
export async function deleteDimension(db: DbOrTx, id: number) {
  await db.delete(pulseDimensions).where(eq(pulseDimensions.id, id));
}

/** Whether the dimension belongs to this survey. */
export async function isDimensionOf(db: DbOrTx, dimensionId: number, surveyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pulseDimensions.id })
    .from(pulseDimensions)
    .where(and(eq(pulseDimensions.id, dimensionId), eq(pulseDimensions.surveyId, surveyId)));
  return row !== undefined;
}
