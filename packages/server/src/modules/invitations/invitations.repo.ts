import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientInvitations, clientProfiles, users } from '../../db/schema';
import type { ExistingAccount } from './invitations.upload';

export type InvitationRow = typeof clientInvitations.$inferSelect;
export type InvitationInsert = typeof clientInvitations.$inferInsert;

/** The accounts that already use any of these (normalised) e-mails, with their coach if clients. */
export async function findExistingAccounts(db: DbOrTx, emails: string[]): Promise<ExistingAccount[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email, coachId: clientProfiles.coachId })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(inArray(users.email, emails));
  return rows.map((r) => ({ email: r.email, coachId: r.coachId ?? null }));
}

/** The coach's name and company, as their invitation mails show them. */
export async function findCoach(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Inserts the invitations; a pending invitation of the same coach for the same e-mail (the
 * partial unique index) is refreshed in place instead: names and settings replaced, `sent_at`
 * renewed, the token kept so a link already mailed keeps working.
 */
export async function upsertPendingInvitations(
  tx: DbOrTx,
  rows: InvitationInsert[],
): Promise<InvitationRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(clientInvitations)
    .values(rows)
    .onConflictDoUpdate({
      target: [clientInvitations.coachId, clientInvitations.email],
      targetWhere: sql`consumed_at IS NULL`,
      set: {
        companyId: excluded('company_id'),
        firstName: excluded('first_name'),
        lastName: excluded('last_name'),
        habitProgramId: excluded('habit_program_id'),
        pulseSurveyId: excluded('pulse_survey_id'),
        defaultCourses: excluded('default_courses'),
        courseIds: excluded('course_ids'),
        home: excluded('home'),
        allowDailyExercises: excluded('allow_daily_exercises'),
        allowSelfReflect: excluded('allow_self_reflect'),
        allowGoals: excluded('allow_goals'),
        allowProgress: excluded('allow_progress'),
        allowCourses: excluded('allow_courses'),
        allowJournal: excluded('allow_journal'),
        allowAssessments: excluded('allow_assessments'),
        allowMessaging: excluded('allow_messaging'),
        sentAt: excluded('sent_at'),
      },
    })
    .returning();
}

const pendingOf = (coachId: number) =>
  and(eq(clientInvitations.coachId, coachId), isNull(clientInvitations.consumedAt));

/** One page of the coach's pending invitations, newest first. */
export async function listPending(db: DbOrTx, coachId: number, limit: number, offset: number) {
  return db
    .select()
    .from(clientInvitations)
    .where(pendingOf(coachId))
    .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
    .limit(limit)
    .offset(offset);
}

export async function countPending(db: DbOrTx, coachId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientInvitations).where(pendingOf(coachId));
  return row?.n ?? 0;
}

/** A pending invitation by its token (consumed ones are gone for every purpose but history). */
export async function findPendingByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(clientInvitations)
    .where(and(eq(clientInvitations.token, token), isNull(clientInvitations.consumedAt)));
  return row;
}

export async function deleteInvitation(db: DbOrTx, id: number) {
  await db.delete(clientInvitations).where(eq(clientInvitations.id, id));
}

/** Records that the invitation was mailed again now; only while it is still pending. */
export async function markSent(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(clientInvitations)
    .set({ sentAt: sql`now()` })
    .where(and(eq(clientInvitations.id, id), isNull(clientInvitations.consumedAt)))
    .returning();
  return row;
}
