import { and, asc, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientInvitations, clientProfiles, habitPrograms, pulseSurveys } from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { pulseSurveysUsableBy } from '../catalog';
import { REFLECTION_HOME } from './pulse-surveys.policy';

export type PulseSurveyRow = typeof pulseSurveys.$inferSelect;
/** A survey with what its list and detail show: statements, dimensions and the caller's clients on it. */
export type PulseSurveyWithCounts = PulseSurveyRow & {
  questionsCount: number;
  dimensionsCount: number;
  clientsCount: number;
};

interface Window {
  limit: number;
  offset: number;
}

/*
 * The counts are correlated subqueries (naming `pulse_surveys.id` in full: drizzle leaves the
 * columns of a one-table select unqualified) of the statement that reads the surveys, so a page
 * costs one query. `clients_count` is the caller's own active clients on the survey: the
 * assigned clients the survey's page lists (a colleague's clients are none of their business).
 */
function countsFor(actor: Actor) {
  return {
    questionsCount: sql<number>`(SELECT count(*)::int FROM pulse_questions q
      WHERE q.survey_id = pulse_surveys.id AND NOT q.deleted)`,
    dimensionsCount: sql<number>`(SELECT count(*)::int FROM pulse_dimensions d
      WHERE d.survey_id = pulse_surveys.id)`,
    clientsCount: sql<number>`(SELECT count(*)::int FROM client_profiles cp
      WHERE cp.assigned_pulse_survey = pulse_surveys.id AND cp.coach_id = ${actor.userId}
        AND cp.deactivated IS NULL)`,
  };
}

const allColumns = getTableColumns(pulseSurveys);

/** The surveys a coach may use (own, company-managed, the default one), by name, with counts. */
export async function listPulseSurveys(db: DbOrTx, actor: Actor, window: Window) {
  const where = pulseSurveysUsableBy(actor);
  const rows: PulseSurveyWithCounts[] = await db
    .select({ ...allColumns, ...countsFor(actor) })
    .from(pulseSurveys)
    .where(where)
    .orderBy(sql`lower(${pulseSurveys.name})`, asc(pulseSurveys.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(pulseSurveys).where(where);
  return { rows, count: total!.count };
}

/** A survey with the caller's counts, deleted or not (the policy decides who sees it). */
export async function findPulseSurvey(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<PulseSurveyWithCounts | undefined> {
  const [row] = await db
    .select({ ...allColumns, ...countsFor(actor) })
    .from(pulseSurveys)
    .where(eq(pulseSurveys.id, id));
  return row;
}

/** A survey's row alone (the facts access needs), deleted or not. */
export async function findPulseSurveyRow(db: DbOrTx, id: number): Promise<PulseSurveyRow | undefined> {
  const [row] = await db.select().from(pulseSurveys).where(eq(pulseSurveys.id, id));
  return row;
}

/** A survey locked for the rest of the transaction (a delete, so nothing changes under it). */
export async function lockPulseSurvey(tx: DbOrTx, id: number): Promise<PulseSurveyRow | undefined> {
  const [row] = await tx.select().from(pulseSurveys).where(eq(pulseSurveys.id, id)).for('update');
  return row;
}

export type PulseSurveyValues = Pick<
  typeof pulseSurveys.$inferInsert,
  'name' | 'openEndedQuestion' | 'dailyNumQuestions' | 'private'
>;

export async function insertPulseSurvey(
  db: DbOrTx,
  values: Required<PulseSurveyValues> & { ownerId: number; companyId: number | null },
): Promise<PulseSurveyRow> {
  const [row] = await db.insert(pulseSurveys).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updatePulseSurvey(db: DbOrTx, id: number, values: Partial<PulseSurveyValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(pulseSurveys).set(set).where(eq(pulseSurveys.id, id));
}

/** How many live habit programs (anyone's) give this survey to their clients. */
export async function countLiveProgramsUsing(db: DbOrTx, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(habitPrograms)
    .where(and(eq(habitPrograms.pulseSurveyId, surveyId), eq(habitPrograms.deleted, false)));
  return row!.count;
}

/**
 * Marks a survey deleted (past reflections keep it) and lets go of it everywhere it would still
 * be given: client profiles lose it, and with it self reflection unless the reflection is their
 * home page (a home page stays an enabled feature; see `keepsSelfReflect`); pending invitations
 * drop it the same way, so whoever accepts one later starts with settings that hold together.
 * Run inside the delete's transaction.
 */
export async function softDeletePulseSurvey(tx: DbOrTx, id: number) {
  await tx.update(pulseSurveys).set({ deleted: true }).where(eq(pulseSurveys.id, id));
  await tx
    .update(clientProfiles)
    .set({
      assignedPulseSurvey: null,
      allowSelfReflect: sql`${clientProfiles.allowSelfReflect} AND ${clientProfiles.home} = ${REFLECTION_HOME}`,
    })
    .where(eq(clientProfiles.assignedPulseSurvey, id));
  await tx
    .update(clientInvitations)
    .set({
      pulseSurveyId: null,
      allowSelfReflect: sql`${clientInvitations.allowSelfReflect} AND ${clientInvitations.home} = ${REFLECTION_HOME}`,
    })
    .where(and(eq(clientInvitations.pulseSurveyId, id), isNull(clientInvitations.consumedAt)));
}
