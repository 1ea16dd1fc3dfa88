import { localMoment } from '@tandem/shared';
import type { Db } from '../../db/client';
import { exerciseResources } from '../../db/schema';

/** A resource of an exercise: a link unless a `fileKey` is given. */
export async function buildResource(
  db: Db,
  exerciseId: number,
  overrides: Partial<typeof exerciseResources.$inferInsert> = {},
) {
  const [row] = await db
    .insert(exerciseResources)
    .values({ exerciseId, instruction: 'Read this first.', url: 'https://example.test/guide', ...overrides })
    .returning();
  return row!;
}

/** A user's local calendar day `offset` days from today (YYYY-MM-DD) and today's weekday. */
export function localDay(timeZone: string, offset = 0) {
  const now = localMoment(new Date(), timeZone);
  const day = new Date(`${now.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** Today's weekday (0 Monday..6 Sunday) in `timeZone`. */
export const localWeekday = (timeZone: string) => localMoment(new Date(), timeZone).weekday;
