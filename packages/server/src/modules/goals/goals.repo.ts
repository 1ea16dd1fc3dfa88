import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientProfiles, goals, milestones } from '../../db/schema';

export type GoalRow = typeof goals.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
/** A goal with the coach of its user, which is all access needs. */
export type GoalWithCoach = GoalRow & { coachId: number | null };

export interface GoalFilter {
  userId: number;
  abandoned?: boolean;
  /** Only goals whose progress is below this. */
  progressBelow?: number;
}

/** A user's goals, unfinished first and then newest; and how many match. */
export async function listGoals(db: DbOrTx, filter: GoalFilter, window: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(goals.userId, filter.userId)];
  if (filter.abandoned !== undefined) conditions.push(eq(goals.abandoned, filter.abandoned));
  if (filter.progressBelow !== undefined) conditions.push(lt(goals.progress, filter.progressBelow));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(goals)
    .where(where)
    .orderBy(asc(goals.completed), desc(goals.createdAt), desc(goals.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(goals).where(where);
  return { rows, count: total!.count };
}

/** The milestones of these goals, each goal's in order. */
export async function milestonesOf(db: DbOrTx, goalIds: number[]): Promise<MilestoneRow[]> {
  if (goalIds.length === 0) return [];
  return db
    .select()
    .from(milestones)
    .where(inArray(milestones.goalId, goalIds))
    .orderBy(asc(milestones.goalId), asc(milestones.order), asc(milestones.id));
}

/**
 * A goal with its user's coach, locked for the rest of the transaction so that concurrent
 * changes to its milestones (orders, progress) happen one after the other.
 */
export async function lockGoal(tx: DbOrTx, id: number): Promise<GoalWithCoach | undefined> {
  const [row] = await tx
    .select({ goal: goals, coachId: clientProfiles.coachId })
    .from(goals)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, goals.userId))
    .where(eq(goals.id, id))
    .for('update', { of: goals });
  return row && { ...row.goal, coachId: row.coachId };
}

/** The goal a milestone belongs to. */
export async function goalIdOfMilestone(db: DbOrTx, milestoneId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ goalId: milestones.goalId })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  return row?.goalId;
}

/** The coach of a client (null when the user has no coach, undefined when not a client). */
export async function coachOfClient(db: DbOrTx, userId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ coachId: clientProfiles.coachId })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  return row?.coachId;
}

export async function insertGoal(db: DbOrTx, values: typeof goals.$inferInsert): Promise<GoalRow> {
  const [row] = await db.insert(goals).values(values).returning();
  return row!;
}

export type GoalUpdate = Partial<
  Pick<GoalRow, 'goal' | 'sacrifice' | 'color' | 'endDate' | 'completed' | 'abandoned'>
>;

/** Writes a goal's fields together with its recomputed progress, and stamps it modified. */
export async function updateGoal(
  tx: DbOrTx,
  id: number,
  values: GoalUpdate & { progress: number },
): Promise<GoalRow> {
  const [row] = await tx
    .update(goals)
    .set({ ...values, modifiedAt: sql`now()` })
    .where(eq(goals.id, id))
    .returning();
  return row!;
}

/** Deletes a goal; its milestones go with it (ON DELETE CASCADE). */
export async function deleteGoal(db: DbOrTx, id: number) {
  await db.delete(goals).where(eq(goals.id, id));
}

export async function insertMilestone(
  tx: DbOrTx,
  values: { goalId: number; text: string; order: number },
): Promise<MilestoneRow> {
  const [row] = await tx.insert(milestones).values(values).returning();
  return row!;
}

export async function updateMilestone(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<MilestoneRow, 'text' | 'completed'>>,
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await tx.update(milestones).set(set).where(eq(milestones.id, id));
}

export async function deleteMilestone(tx: DbOrTx, id: number) {
  await tx.delete(milestones).where(eq(milestones.id, id));
}

/** Sets the orders of several milestones in one statement. */
export async function setMilestoneOrders(tx: DbOrTx, orders: { id: number; order: number }[]) {
  if (orders.length === 0) return;
  const values = sql.join(
    orders.map((m) => sql`(${m.id}::int, ${m.order}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE milestones SET "order" = v.ord
    FROM (VALUES ${values}) AS v(id, ord) WHERE milestones.id = v.id`);
}
