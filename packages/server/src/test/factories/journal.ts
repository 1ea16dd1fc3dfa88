import type { Db } from '../../db/client';
import { notes } from '../../db/schema';

let sequence = 0;

/** A journal entry of a user; override any column (e.g. `createdAt` to order entries). */
export async function buildJournalEntry(
  db: Db,
  userId: number,
  overrides: Partial<typeof notes.$inferInsert> = {},
) {
  const n = ++sequence;
  const [entry] = await db
    .insert(notes)
    .values({ userId, title: `Entry ${n}`, text: `Text of entry ${n}`, ...overrides })
    .returning();
  return entry!;
}
