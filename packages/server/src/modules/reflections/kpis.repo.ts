import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientKpis } from '../../db/schema';

export type KpiRow = typeof clientKpis.$inferSelect;

/** The client's KPIs by creation; `survey` keeps only those the reflection asks (or only the others). */
export async function listKpis(
  db: DbOrTx,
  userId: number,
  survey: boolean | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(clientKpis.userId, userId),
    survey === undefined ? undefined : eq(clientKpis.survey, survey),
  );
  const rows = await db
    .select()
    .from(clientKpis)
    .where(where)
    .orderBy(asc(clientKpis.createdAt), asc(clientKpis.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(clientKpis).where(where);
  return { rows, count: total!.count };
}

/** Every KPI of the client: what a reflection save is checked against. */
export async function kpisOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: clientKpis.id, survey: clientKpis.survey })
    .from(clientKpis)
    .where(eq(clientKpis.userId, userId));
}

export async function countKpis(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(clientKpis).where(eq(clientKpis.userId, userId));
  return row!.count;
}

export async function findKpi(db: DbOrTx, id: number): Promise<KpiRow | undefined> {
  const [row] = await db.select().from(clientKpis).where(eq(clientKpis.id, id));
  return row;
}

/** Whether the client has another KPI of this name, ignoring case (the unique index's rule). */
export async function nameTaken(db: DbOrTx, userId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: clientKpis.id })
    .from(clientKpis)
    .where(
      and(
        eq(clientKpis.userId, userId),
        sql`lower(${clientKpis.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(clientKpis.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertKpi(db: DbOrTx, values: { userId: number; name: string; survey: boolean }) {
  const [row] = await db.insert(clientKpis).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updateKpi(db: DbOrTx, id: number, values: { name?: string; survey?: boolean }) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.update(clientKpis).set(set).where(eq(clientKpis.id, id));
  return (await findKpi(db, id))!;
}

/** Deletes a KPI; its results go with it (ON DELETE CASCADE). */
export async function deleteKpi(db: DbOrTx, id: number): Promise<void> {
  await db.delete(clientKpis).where(eq(clientKpis.id, id));
}

/** The unique index that refuses a second KPI of the same name (ignoring case) for a client. */
export const KPI_NAME_KEY = 'client_kpis_user_name_key';
