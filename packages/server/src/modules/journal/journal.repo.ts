import { containsPattern } from '../../lib/search';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notes } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

/*
 * Every note is a journal entry for now. When the habit and course modules attach notes to
 * exercises and lessons, `journal` must also require those columns to be null.
 */
const journal = (userId: number) => eq(notes.userId, userId);

/** A user's journal entries, newest first, optionally those whose title or text contain `search`. */
export async function listEntries(
  db: DbOrTx,
  userId: number,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    journal(userId),
    pattern ? or(ilike(notes.title, pattern), ilike(notes.text, pattern)) : undefined,
  );
  const rows = await db
    .select()
    .from(notes)
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(notes).where(where);
  return { rows, count: total!.count };
}

export async function findEntry(db: DbOrTx, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  return row;
}

export async function insertEntry(
  db: DbOrTx,
  values: { userId: number; title: string; text: string; private: boolean },
): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

/** Writes the given fields and stamps the entry modified. */
export async function updateEntry(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<NoteRow, 'title' | 'text' | 'private'>>,
): Promise<NoteRow> {
  const [row] = await db
    .update(notes)
    .set({ ...values, modifiedAt: sql`now()` })
    .where(eq(notes.id, id))
    .returning();
  return row!;
}

export async function deleteEntry(db: DbOrTx, id: number) {
  await db.delete(notes).where(eq(notes.id, id));
}
