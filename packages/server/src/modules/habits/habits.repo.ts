import { and, asc, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { habits, notes, tasks } from '../../db/schema';

export type HabitRow = typeof habits.$inferSelect;
export type HabitInsert = typeof habits.$inferInsert;

/** Which habits a list shows: those in use, the removed ones, or both. */
export type HabitFilter = 'true' | 'false' | 'all';

/** A user's habits by their time of day (then oldest first); in use before removed ones with 'all'. */
export async function listHabits(
  db: DbOrTx,
  userId: number,
  active: HabitFilter,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(habits.userId, userId),
    active === 'all' ? undefined : eq(habits.active, active === 'true'),
  );
  const rows = await db
    .select()
    .from(habits)
    .where(where)
    .orderBy(desc(habits.active), asc(habits.time), asc(habits.createdAt), asc(habits.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(habits).where(where);
  return { rows, count: total!.count };
}

/** The habit, locked until the transaction ends (two edits of one habit run one after the other). */
export async function lockHabit(tx: DbOrTx, id: number): Promise<HabitRow | undefined> {
  const [row] = await tx.select().from(habits).where(eq(habits.id, id)).for('update');
  return row;
}

export async function insertHabit(db: DbOrTx, values: HabitInsert): Promise<HabitRow> {
  const [row] = await db.insert(habits).values(values).returning();
  return row!;
}

/** Writes the fields given (undefined ones are left alone). */
export async function updateHabit(db: DbOrTx, id: number, patch: Partial<HabitInsert>): Promise<HabitRow> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(habits).where(eq(habits.id, id));
    return row!;
  }
  const [row] = await db.update(habits).set(values).where(eq(habits.id, id)).returning();
  return row!;
}

/** Puts the habit's day `day` on its user's list, unless it is there already. */
export async function ensureHabitDay(db: DbOrTx, habit: { id: number; userId: number }, day: string) {
  await db
    .insert(tasks)
    .values({ userId: habit.userId, habitId: habit.id, dueOn: day, availableUntil: day, source: 'habit' })
    .onConflictDoNothing();
}

/**
 * Takes the habit's day `day` off the list when it is still open: a completed day, or one the
 * client wrote notes on, stays as history.
 */
export async function removeOpenHabitDay(db: DbOrTx, habitId: number, day: string) {
  await db.delete(tasks).where(
    and(
      eq(tasks.habitId, habitId),
      eq(tasks.dueOn, day),
      isNull(tasks.completedAt),
      notExists(
        db
          .select({ one: sql`1` })
          .from(notes)
          .where(eq(notes.taskId, tasks.id)),
      ),
    ),
  );
}
