import type { Db } from '../../db/client';
import { commitments } from '../../db/schema';

let sequence = 0;

/** A commitment of a client, due `dueDate` (YYYY-MM-DD); override any column. */
export async function buildCommitment(
  db: Db,
  clientId: number,
  values: { dueDate: string } & Partial<typeof commitments.$inferInsert>,
) {
  const n = ++sequence;
  const [row] = await db
    .insert(commitments)
    .values({ clientId, title: `Commitment ${n}`, ...values })
    .returning();
  return row!;
}
