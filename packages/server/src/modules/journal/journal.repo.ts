import { containsPattern } from '../../lib/search';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { habits, notes, tasks } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

/** A user's journal: their notes on no task and no lesson. */
const journal = (userId: number) =>
  and(eq(notes.userId, userId), isNull(notes.taskId), isNull(notes.lessonId))!;

/**
 * A user's journal entries (or, with `taskId` or `lessonId`, their notes on that task or lesson),
 * newest first, optionally those whose title or text contain `search`.
 */
export async function listEntries(
  db: DbOrTx,
  userId: number,
  filter: { search: string | undefined; taskId: number | undefined; lessonId?: number | undefined },
  window: { limit: number; offset: number },
) {
  const { search, taskId, lessonId } = filter;
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    taskId === undefined && lessonId === undefined
      ? journal(userId)
      : and(
          eq(notes.userId, userId),
          taskId === undefined ? undefined : eq(notes.taskId, taskId),
          lessonId === undefined ? undefined : eq(notes.lessonId, lessonId),
        ),
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
  values: {
    userId: number;
    title: string;
    text: string;
    private: boolean;
    taskId: number | null;
    lessonId: number | null;
  },
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

/** Whose task it is (for deciding who may write or read notes on it). */
export async function ownerOfTask(db: DbOrTx, taskId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: tasks.userId }).from(tasks).where(eq(tasks.id, taskId));
  return row?.userId;
}

/** Whose habit it is. */
export async function ownerOfHabit(db: DbOrTx, habitId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: habits.userId }).from(habits).where(eq(habits.id, habitId));
  return row?.userId;
}

/** Which task notes a coach's list asks for; every given filter applies. */
export interface SharedNoteFilter {
  userId?: number;
  taskId?: number;
  habitId?: number;
}

/** Notes on tasks that are not private, newest first, narrowed by user, task and habit. */
export async function listSharedTaskNotes(
  db: DbOrTx,
  filter: SharedNoteFilter,
  window: { limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(notes.private, false),
    filter.userId === undefined ? undefined : eq(notes.userId, filter.userId),
    filter.taskId === undefined ? undefined : eq(notes.taskId, filter.taskId),
    filter.habitId === undefined ? undefined : eq(tasks.habitId, filter.habitId),
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ note: notes })
    .from(notes)
    .innerJoin(tasks, eq(tasks.id, notes.taskId))
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(notes)
    .innerJoin(tasks, eq(tasks.id, notes.taskId))
    .where(where);
  return { rows: rows.map((row) => row.note), count: total!.count };
}
