import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assessmentAssignments,
  assessments,
  clientCohorts,
  clientProfiles,
  cohorts,
  users,
} from '../../db/schema';

export type AssignmentRow = typeof assessmentAssignments.$inferSelect;

/** Of `ids`, the coach's active clients. */
export async function activeClientsOf(db: DbOrTx, coachId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .where(
      and(
        inArray(clientProfiles.userId, ids),
        eq(clientProfiles.coachId, coachId),
        isNull(clientProfiles.deactivated),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Of `ids`, the coach's cohorts. */
export async function cohortsOf(db: DbOrTx, coachId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(inArray(cohorts.id, ids), eq(cohorts.coachId, coachId)));
  return new Set(rows.map((row) => row.id));
}

/** The active clients of the coach in these cohorts. */
export async function activeMembersOf(db: DbOrTx, coachId: number, cohortIds: number[]): Promise<number[]> {
  if (cohortIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: clientCohorts.clientId })
    .from(clientCohorts)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, clientCohorts.clientId))
    .where(
      and(
        inArray(clientCohorts.cohortId, cohortIds),
        eq(clientProfiles.coachId, coachId),
        isNull(clientProfiles.deactivated),
      ),
    );
  return rows.map((row) => row.id);
}

/** Opens an assignment for each client who has none open for this assessment; returns how many. */
export async function openAssignments(
  tx: DbOrTx,
  assessmentId: number,
  coachId: number,
  clientIds: number[],
): Promise<number[]> {
  if (clientIds.length === 0) return [];
  const inserted = await tx
    .insert(assessmentAssignments)
    .values(clientIds.map((clientId) => ({ assessmentId, clientId, coachId })))
    .onConflictDoNothing({
      target: [assessmentAssignments.assessmentId, assessmentAssignments.clientId],
      where: sql`${assessmentAssignments.takenAssessmentId} IS NULL`,
    })
    .returning({ clientId: assessmentAssignments.clientId });
  return inserted.map((row) => row.clientId);
}

/** Who the new assignments' mail goes to: each client's address, first name and company. */
export async function assigneeContacts(db: DbOrTx, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, companyId: users.companyId })
    .from(users)
    .where(inArray(users.id, clientIds));
}

const open = (clientId: number) =>
  and(
    eq(assessmentAssignments.clientId, clientId),
    isNull(assessmentAssignments.takenAssessmentId),
    eq(assessments.deleted, false),
  );

/** The client's open assignments, newest first. */
export async function listOpenForClient(db: DbOrTx, clientId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ assignment: assessmentAssignments, assessment: assessments })
      .from(assessmentAssignments)
      .innerJoin(assessments, eq(assessments.id, assessmentAssignments.assessmentId))
      .where(open(clientId))
      .orderBy(desc(assessmentAssignments.createdAt), desc(assessmentAssignments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(assessmentAssignments)
      .innerJoin(assessments, eq(assessments.id, assessmentAssignments.assessmentId))
      .where(open(clientId)),
  ]);
  return { rows, count: total!.count };
}

/** One of the client's open assignments, locked so it is taken once. */
export async function findOpenForClient(tx: DbOrTx, clientId: number, id: number) {
  const [row] = await tx
    .select({ assignment: assessmentAssignments, assessment: assessments })
    .from(assessmentAssignments)
    .innerJoin(assessments, eq(assessments.id, assessmentAssignments.assessmentId))
    .where(and(eq(assessmentAssignments.id, id), open(clientId)))
    .for('update', { of: assessmentAssignments });
  return row;
}

export async function closeAssignment(tx: DbOrTx, id: number, takenAssessmentId: number): Promise<void> {
  await tx.update(assessmentAssignments).set({ takenAssessmentId }).where(eq(assessmentAssignments.id, id));
}

/** A deleted assessment is no longer asked of anyone. */
export async function dropOpenAssignmentsOf(tx: DbOrTx, assessmentId: number): Promise<void> {
  await tx
    .delete(assessmentAssignments)
    .where(
      and(
        eq(assessmentAssignments.assessmentId, assessmentId),
        isNull(assessmentAssignments.takenAssessmentId),
      ),
    );
}
