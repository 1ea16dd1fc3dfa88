import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assessmentGrants,
  assessments,
  coachAssessments,
  coachProfiles,
  takenAssessments,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/search';

export type RunningRow = typeof coachAssessments.$inferSelect;

const live = and(eq(coachAssessments.deleted, false), eq(assessments.deleted, false));

const resultsCount = sql<number>`(SELECT count(*)::int FROM taken_assessments t
  WHERE t.coach_assessment_id = ${coachAssessments.id} AND t.completed_at IS NOT NULL)`;

/** A coach's running assessments (or one of them), newest first, with the assessment's name and size. */
export async function listRunning(
  db: DbOrTx,
  coachId: number,
  limit: number,
  offset: number,
  onlyId?: number,
) {
  const mine = and(
    eq(coachAssessments.coachId, coachId),
    live,
    onlyId === undefined ? undefined : eq(coachAssessments.id, onlyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        running: coachAssessments,
        assessment: { id: assessments.id, name: assessments.name },
        questions: sql<number>`(SELECT count(*)::int FROM assessment_questions q
          JOIN assessment_attribute_links l ON l.attribute_id = q.attribute_id
          WHERE l.assessment_id = ${assessments.id})`,
        results: resultsCount,
      })
      .from(coachAssessments)
      .innerJoin(assessments, eq(assessments.id, coachAssessments.assessmentId))
      .where(mine)
      .orderBy(desc(coachAssessments.createdAt), desc(coachAssessments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(coachAssessments)
      .innerJoin(assessments, eq(assessments.id, coachAssessments.assessmentId))
      .where(mine),
  ]);
  return { rows, count: total!.count };
}

/** A live running assessment with its assessment and its coach's plan. */
export async function findRunning(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      running: coachAssessments,
      assessment: assessments,
      coachPlan: coachProfiles.plan,
      results: resultsCount,
    })
    .from(coachAssessments)
    .innerJoin(assessments, eq(assessments.id, coachAssessments.assessmentId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, coachAssessments.coachId))
    .where(and(eq(coachAssessments.id, id), live));
  const [row] = await (options.lock ? query.for('update', { of: coachAssessments }) : query);
  return row;
}

export async function insertRunning(tx: DbOrTx, values: typeof coachAssessments.$inferInsert) {
  const [row] = await tx.insert(coachAssessments).values(values).returning();
  return row!;
}

export async function updateRunning(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof coachAssessments.$inferInsert>,
): Promise<void> {
  await tx.update(coachAssessments).set(values).where(eq(coachAssessments.id, id));
}

/** Retires every running copy of an assessment (it was deleted): their links stop answering. */
export async function retireRunningOf(tx: DbOrTx, assessmentId: number): Promise<void> {
  await tx
    .update(coachAssessments)
    .set({ deleted: true })
    .where(eq(coachAssessments.assessmentId, assessmentId));
}

/** Whether a code opens a live running assessment that asks for one (case does not matter). */
export async function findByPromoCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: coachAssessments.id })
    .from(coachAssessments)
    .innerJoin(assessments, eq(assessments.id, coachAssessments.assessmentId))
    .where(
      and(
        live,
        eq(coachAssessments.promoRequired, true),
        sql`lower(${coachAssessments.promoCode}) = lower(${code})`,
      ),
    );
  return row;
}

/**
 * Visitors' results through any of a coach's links since the start of the current calendar month
 * (UTC): what the free plan's monthly allowance counts. Results the coach's own clients take
 * from an assignment are not counted.
 */
export async function leadResultsThisMonth(db: DbOrTx, coachId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(takenAssessments)
    .where(
      and(
        eq(takenAssessments.coachId, coachId),
        eq(takenAssessments.lead, true),
        sql`${takenAssessments.completedAt} >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      ),
    );
  return row!.count;
}

/** Who to write to about a result: the coach's name, address and company. */
export async function findCoachContact(db: DbOrTx, coachId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, coachId));
  return row;
}

/** Coaches listed in the visitors' coach search whose name or e-mail contains `search`. */
export async function searchListedCoaches(db: DbOrTx, search: string, limit: number) {
  const pattern = containsPattern(search);
  return db
    .select({ firstName: users.firstName, lastName: users.lastName, image: users.image, email: users.email })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(
      and(
        eq(coachProfiles.searchable, true),
        or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

/** A listed coach by exact (normalised) e-mail. */
export async function findListedCoach(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(eq(coachProfiles.searchable, true), eq(users.email, email)));
  return row;
}

/** Shares a result with a coach once; returns the grant's id either way. */
export async function grantAccess(tx: DbOrTx, takenAssessmentId: number, coachId: number) {
  const [inserted] = await tx
    .insert(assessmentGrants)
    .values({ takenAssessmentId, coachId })
    .onConflictDoNothing()
    .returning({ id: assessmentGrants.id });
  if (inserted) return { id: inserted.id, created: true };
  const [found] = await tx
    .select({ id: assessmentGrants.id })
    .from(assessmentGrants)
    .where(
      and(eq(assessmentGrants.takenAssessmentId, takenAssessmentId), eq(assessmentGrants.coachId, coachId)),
    );
  return { id: found!.id, created: false };
}
