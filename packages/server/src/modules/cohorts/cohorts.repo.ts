import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientCohorts, clientProfiles, cohorts, users } from '../../db/schema';

/**
 * Members still coached by the cohort's coach. A client who moved to another coach stays out
 * of the cohort's counts and lists, so a cohort only ever shows its coach's own clients.
 */
const stillCoached = and(
  eq(clientProfiles.userId, clientCohorts.clientId),
  eq(clientProfiles.coachId, cohorts.coachId),
);

const cohortColumns = {
  id: cohorts.id,
  name: cohorts.name,
  coachId: cohorts.coachId,
  createdAt: cohorts.createdAt,
  // Spelled out: Drizzle leaves columns unqualified in a one-table select, which a subquery
  // would then resolve against its own tables.
  clientCount: sql<number>`(SELECT count(*)::int FROM client_cohorts cc
    JOIN client_profiles cp ON cp.user_id = cc.client_id
    WHERE cc.cohort_id = "cohorts"."id" AND cp.coach_id = "cohorts"."coach_id")`,
};

export type CohortRow = { id: number; name: string; coachId: number; createdAt: Date; clientCount: number };

/** A coach's cohorts by name, with their member counts; and how many there are. */
export async function listCohortsOfCoach(
  db: DbOrTx,
  coachId: number,
  window: { limit: number; offset: number },
) {
  const rows: CohortRow[] = await db
    .select(cohortColumns)
    .from(cohorts)
    .where(eq(cohorts.coachId, coachId))
    .orderBy(sql`lower(${cohorts.name})`, asc(cohorts.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(cohorts).where(eq(cohorts.coachId, coachId));
  return { rows, count: total!.count };
}

export async function findCohort(db: DbOrTx, id: number): Promise<CohortRow | undefined> {
  const [row] = await db.select(cohortColumns).from(cohorts).where(eq(cohorts.id, id));
  return row;
}

export async function createCohort(db: DbOrTx, coachId: number, name: string) {
  const [row] = await db.insert(cohorts).values({ coachId, name }).returning({ id: cohorts.id });
  return row!.id;
}

export async function renameCohort(db: DbOrTx, id: number, name: string) {
  await db.update(cohorts).set({ name }).where(eq(cohorts.id, id));
}

/** Deletes a cohort; its memberships go with it (ON DELETE CASCADE), the clients stay. */
export async function deleteCohort(db: DbOrTx, id: number) {
  await db.delete(cohorts).where(eq(cohorts.id, id));
}

const memberColumns = {
  id: clientCohorts.id,
  cohortId: clientCohorts.cohortId,
  client: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    image: users.image,
  },
};
export type CohortMemberRow = { id: number; cohortId: number; client: ClientOfCohort };
type ClientOfCohort = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
};

/** The memberships of a coach's cohorts (one cohort's, when given), by client name. */
export async function listMembers(
  db: DbOrTx,
  coachId: number,
  cohortId: number | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(cohorts.coachId, coachId),
    cohortId === undefined ? undefined : eq(clientCohorts.cohortId, cohortId),
  );
  const rows: CohortMemberRow[] = await db
    .select(memberColumns)
    .from(clientCohorts)
    .innerJoin(cohorts, eq(cohorts.id, clientCohorts.cohortId))
    .innerJoin(clientProfiles, stillCoached)
    .innerJoin(users, eq(users.id, clientCohorts.clientId))
    .where(where)
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(clientCohorts.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(clientCohorts)
    .innerJoin(cohorts, eq(cohorts.id, clientCohorts.cohortId))
    .innerJoin(clientProfiles, stillCoached)
    .where(where);
  return { rows, count: total!.count };
}

/**
 * The user ids of a cohort's members still coached by its coach, as a subquery for the pulse
 * analytics (`cs.user_id IN <this>`).
 */
export const memberIdsSql = (cohortId: number): SQL => sql`(SELECT cc.client_id FROM client_cohorts cc
    JOIN cohorts c ON c.id = cc.cohort_id
    JOIN client_profiles cp ON cp.user_id = cc.client_id AND cp.coach_id = c.coach_id
    WHERE cc.cohort_id = ${cohortId})`;

/** A client (by user id) with their coach, as cohort membership needs them. */
export async function findClient(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ ...memberColumns.client, coachId: clientProfiles.coachId })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Adds a client to a cohort; undefined when they already were a member. */
export async function addMember(db: DbOrTx, cohortId: number, clientId: number) {
  const [row] = await db
    .insert(clientCohorts)
    .values({ cohortId, clientId })
    .onConflictDoNothing({ target: [clientCohorts.clientId, clientCohorts.cohortId] })
    .returning({ id: clientCohorts.id });
  return row?.id;
}

/** Removes a client from a cohort; false when they were not a member. */
export async function removeMember(db: DbOrTx, cohortId: number, clientId: number) {
  const removed = await db
    .delete(clientCohorts)
    .where(and(eq(clientCohorts.cohortId, cohortId), eq(clientCohorts.clientId, clientId)))
    .returning({ id: clientCohorts.id });
  return removed.length > 0;
}
