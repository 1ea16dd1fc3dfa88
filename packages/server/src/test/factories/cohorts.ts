import type { Db } from '../../db/client';
import { clientCohorts, cohorts } from '../../db/schema';

let sequence = 0;

/** A cohort of a coach, with these clients (user ids) as members. */
export async function buildCohort(
  db: Db,
  coachId: number,
  name = `Cohort ${++sequence}`,
  clientIds: number[] = [],
) {
  const [cohort] = await db.insert(cohorts).values({ name, coachId }).returning();
  if (clientIds.length > 0)
    await db.insert(clientCohorts).values(clientIds.map((clientId) => ({ clientId, cohortId: cohort!.id })));
  return cohort!;
}
