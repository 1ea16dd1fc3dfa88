/*
 * What the demo's steps share: each runs in one transaction under its own advisory lock (two
 * processes starting at once do not both add), the later ones start from the demo coach, and rows
 * are found by their natural keys before they are inserted.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { DEMO_COACH } from './demo-people';

/** Arbitrary constants naming the advisory lock of each step that runs on every start. */
export const DEMO_LOCKS = {
  habits: 4_120_004,
  pulse: 4_120_005,
  courses: 4_120_006,
  messaging: 4_120_007,
  assessments: 4_120_008,
  rewards: 4_120_009,
  campaigns: 4_120_010,
  usage: 4_120_024,
  reminders: 4_120_025,
} as const;

/** Runs a step in one transaction that first takes the step's advisory lock. */
export function inLockedTransaction<T>(db: Db, lock: number, step: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock})`);
    return step(tx);
  });
}

/** The demo coach and their company, or undefined while the accounts step has not run. */
export async function findDemoCoach(tx: Tx): Promise<{ id: number; companyId: number | null } | undefined> {
  const [coach] = await tx
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_COACH));
  return coach;
}

/** The id of the row `find` returns, inserting it with `insert` first when there is none. */
export async function ensureRow<T extends { id: number }>(
  find: () => Promise<T | undefined>,
  insert: () => Promise<T[]>,
): Promise<number> {
  const found = await find();
  if (found) return found.id;
  const [row] = await insert();
  return row!.id;
}
