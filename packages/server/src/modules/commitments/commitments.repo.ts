import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientProfiles, commitments } from '../../db/schema';

export type CommitmentRow = typeof commitments.$inferSelect;

interface Window {
  limit: number;
  offset: number;
}

/** Open ones first, then by due date (earliest first), then in the order they were written. */
const openFirst = [
  sql`${commitments.completedAt} IS NOT NULL`,
  asc(commitments.dueDate),
  asc(commitments.id),
];

async function listWhere(db: DbOrTx, where: SQL, window: Window) {
  const rows = await db
    .select({ commitment: commitments })
    .from(commitments)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, commitments.clientId))
    .where(where)
    .orderBy(...openFirst)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(commitments)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, commitments.clientId))
    .where(where);
  return { rows: rows.map((row) => row.commitment), count: total!.count };
}

/** The commitments of a coach's current clients (of one of them with `clientId`). */
export function listForCoach(db: DbOrTx, coachId: number, clientId: number | undefined, window: Window) {
  const where = and(
    eq(clientProfiles.coachId, coachId),
    clientId === undefined ? undefined : eq(commitments.clientId, clientId),
  )!;
  return listWhere(db, where, window);
}

/** A client's own commitments. */
export async function listForClient(db: DbOrTx, clientId: number, window: Window) {
  const where = eq(commitments.clientId, clientId);
  const rows = await db
    .select()
    .from(commitments)
    .where(where)
    .orderBy(...openFirst)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(commitments).where(where);
  return { rows, count: total!.count };
}

/** A commitment with its client's current coach. */
export async function findCommitment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ commitment: commitments, coachId: clientProfiles.coachId })
    .from(commitments)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, commitments.clientId))
    .where(eq(commitments.id, id));
  return row && { ...row.commitment, coachId: row.coachId };
}

export async function insertCommitment(db: DbOrTx, values: typeof commitments.$inferInsert) {
  const [row] = await db.insert(commitments).values(values).returning();
  return row!;
}

/** Writes the fields given (undefined ones are left alone). */
export async function updateCommitment(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<CommitmentRow, 'title' | 'description' | 'dueDate'>>,
): Promise<CommitmentRow> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(commitments).where(eq(commitments.id, id));
    return row!;
  }
  const [row] = await db.update(commitments).set(values).where(eq(commitments.id, id)).returning();
  return row!;
}

/** Marks a commitment done (keeping the first time) or not done. */
export async function setCommitmentCompleted(db: DbOrTx, id: number, completed: boolean) {
  const [row] = await db
    .update(commitments)
    .set({ completedAt: completed ? sql`coalesce(${commitments.completedAt}, now())` : null })
    .where(eq(commitments.id, id))
    .returning();
  return row!;
}

export async function deleteCommitment(db: DbOrTx, id: number) {
  await db.delete(commitments).where(eq(commitments.id, id));
}
