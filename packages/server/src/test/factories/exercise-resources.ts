import type { Db } from '../../db/client';
import { exerciseResources } from '../../db/schema';

let sequence = 0;
const next = () => ++sequence;

/** A resource of an exercise: a link unless a `fileKey` is given. */
export async function buildResource(
  db: Db,
  exerciseId: number,
  overrides: Partial<typeof exerciseResources.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(exerciseResources)
    .values({
      exerciseId,
      instruction: `Read resource ${n}`,
      url: overrides.fileKey ? null : `https://example.test/resource-${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}
