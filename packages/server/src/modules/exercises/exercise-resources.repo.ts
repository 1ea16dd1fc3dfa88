import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exerciseResources } from '../../db/schema';
import type { ResourceRow } from './exercises.repo';

export type ResourceValues = Pick<
  typeof exerciseResources.$inferInsert,
  'exerciseId' | 'instruction' | 'url' | 'fileKey' | 'fileName'
>;

/** An exercise's resources, oldest first. */
export async function listResources(
  db: DbOrTx,
  exerciseId: number,
  window: { limit: number; offset: number },
) {
  const where = eq(exerciseResources.exerciseId, exerciseId);
  const rows = await db
    .select()
    .from(exerciseResources)
    .where(where)
    .orderBy(asc(exerciseResources.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(exerciseResources).where(where);
  return { rows, count: total!.count };
}

/** A resource, locked for the rest of the transaction when `lock` is set. */
export async function findResource(db: DbOrTx, id: number, lock = false): Promise<ResourceRow | undefined> {
  const query = db.select().from(exerciseResources).where(eq(exerciseResources.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertResource(db: DbOrTx, values: ResourceValues): Promise<ResourceRow> {
  const [row] = await db.insert(exerciseResources).values(values).returning();
  return row!;
}

export async function updateResource(db: DbOrTx, id: number, values: ResourceValues): Promise<ResourceRow> {
  const [row] = await db
    .update(exerciseResources)
    .set(values)
    .where(eq(exerciseResources.id, id))
    .returning();
  return row!;
}

export async function deleteResource(db: DbOrTx, id: number): Promise<void> {
  await db.delete(exerciseResources).where(eq(exerciseResources.id, id));
}

/**
 * Whether another resource row still uses a stored file (copied programs share their files by
 * key), in which case the file must stay.
 */
export async function fileKeyInUse(db: DbOrTx, key: string, exceptResourceId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: exerciseResources.id })
    .from(exerciseResources)
    .where(
      and(
        eq(exerciseResources.fileKey, key),
        exceptResourceId === undefined ? undefined : ne(exerciseResources.id, exceptResourceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
