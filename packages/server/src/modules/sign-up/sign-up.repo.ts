import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientInvitations,
  clientProfiles,
  clientSubscriptions,
  habitPrograms,
  users,
} from '../../db/schema';
import type { SignUpPlan } from './sign-up.policy';

/**
 * The invitation with this token, locked (SELECT ... FOR UPDATE) until the transaction ends, so
 * two sign-ups with one token run one after the other and the second sees it consumed.
 */
export async function lockInvitation(tx: DbOrTx, token: string) {
  const [row] = await tx
    .select()
    .from(clientInvitations)
    .where(eq(clientInvitations.token, token))
    .for('update');
  return row;
}

/** What the wizard needs of a habit program (areas of focus step). */
export async function findProgram(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: habitPrograms.id,
      name: habitPrograms.name,
      assignAll: habitPrograms.assignAll,
      maxNumberOfAllowedGroups: habitPrograms.maxNumberOfAllowedGroups,
      pulseSurveyId: habitPrograms.pulseSurveyId,
    })
    .from(habitPrograms)
    .where(eq(habitPrograms.id, id));
  return row;
}

/** The program's areas of focus a client picks from, in the coach's order. */
export async function programAreas(db: DbOrTx, programId: number) {
  return db
    .select({ id: areasOfFocus.id, name: areasOfFocus.name })
    .from(areasOfFocus)
    .where(and(eq(areasOfFocus.programId, programId), eq(areasOfFocus.deleted, false)))
    .orderBy(asc(areasOfFocus.ordering), asc(areasOfFocus.id));
}

/** Records the areas the new client picked, in order. */
export async function insertChosenAreas(tx: DbOrTx, userId: number, areaIds: number[]) {
  if (areaIds.length === 0) return;
  await tx
    .insert(clientAreasOfFocus)
    .values(areaIds.map((areaId, ordering) => ({ userId, areaId, ordering })));
}

/** The coach's first (oldest) habit program that is not deleted. */
export async function firstProgramOf(db: DbOrTx, coachId: number) {
  const [row] = await db
    .select({ id: habitPrograms.id })
    .from(habitPrograms)
    .where(and(eq(habitPrograms.ownerId, coachId), eq(habitPrograms.deleted, false)))
    .orderBy(asc(habitPrograms.id))
    .limit(1);
  return row ? findProgram(db, row.id) : undefined;
}

/**
 * The coach a plain sign-up on this sub-domain joins: the sub-domain's owner, or the company's
 * owner when it has none — only when the sub-domain allows onboarding and that user holds a
 * coach licence.
 */
export async function findOnboardingCoach(db: DbOrTx, subDomain: string) {
  const result = await db.execute<{ coach_id: number; company_id: number }>(sql`
    SELECT COALESCE(sd.owner_id, co.owner_id) AS coach_id, sd.company_id
    FROM sub_domains sd
    JOIN companies co ON co.id = sd.company_id
    WHERE lower(sd.sub_domain) = ${subDomain.toLowerCase()} AND sd.allow_onboarding
      AND EXISTS (SELECT 1 FROM coach_profiles cp WHERE cp.user_id = COALESCE(sd.owner_id, co.owner_id))`);
  const row = result.rows[0];
  return row ? { coachId: row.coach_id, companyId: row.company_id } : undefined;
}

export async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function insertClientProfile(tx: DbOrTx, userId: number, plan: SignUpPlan) {
  await tx.insert(clientProfiles).values({
    userId,
    coachId: plan.coachId,
    home: plan.home,
    theme: plan.theme,
    assignedPulseSurvey: plan.assignedPulseSurvey,
    allowDailyExercises: plan.allowDailyExercises,
    allowSelfReflect: plan.allowSelfReflect,
    allowGoals: plan.allowGoals,
    allowProgress: plan.allowProgress,
    allowCourses: plan.allowCourses,
    allowJournal: plan.allowJournal,
    allowAssessments: plan.allowAssessments,
    allowMessaging: plan.allowMessaging,
  });
}

/**
 * Gives the new client their courses in one statement: the coach's public courses (default
 * courses), or exactly the listed ones that still exist.
 */
export async function grantCourses(tx: DbOrTx, clientId: number, plan: SignUpPlan) {
  const which = plan.defaultCourses
    ? sql`c.owner_id = ${plan.coachId} AND c.public`
    : sql`c.id = ANY(${`{${plan.courseIds.join(',')}}`}::integer[])`;
  await tx.execute(sql`
    INSERT INTO client_courses (client_id, course_id)
    SELECT ${clientId}, c.id FROM courses c WHERE ${which}
    ON CONFLICT DO NOTHING`);
}

export async function consumeInvitation(tx: DbOrTx, id: number, userId: number) {
  await tx
    .update(clientInvitations)
    .set({ consumedAt: sql`now()`, consumedByUserId: userId })
    .where(eq(clientInvitations.id, id));
}

/** A paid plan's subscription of the new client. */
export async function insertClientSubscription(tx: DbOrTx, values: typeof clientSubscriptions.$inferInsert) {
  await tx.insert(clientSubscriptions).values(values);
}
