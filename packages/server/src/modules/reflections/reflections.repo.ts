import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clientKpis,
  clientProfiles,
  clientSurveyAnswers,
  clientSurveys,
  kpiResults,
  pulseQuestions,
  pulseSurveys,
} from '../../db/schema';
import { localClock, zones } from '../../lib/local-clock';
import { containsPattern } from '../../lib/search';
import type { ReflectionFlags } from './reflections.policy';

export type ReflectionRow = typeof clientSurveys.$inferSelect;
/** A reflection with the name of its survey, as the detail shows it. */
export type ReflectionWithSurvey = ReflectionRow & { surveyName: string };

/** What the reflection endpoints need to know about the caller. */
export interface ReflectorFacts {
  /** Their client profile's flags and survey; null without a client profile. */
  profile: (ReflectionFlags & { assignedPulseSurvey: number | null }) | null;
  /** Their local calendar day now (UTC when PostgreSQL does not know their zone). */
  today: string;
}

/** The caller's client profile and local today, or undefined for an unknown user. */
export async function findReflectorFacts(
  db: DbOrTx,
  userId: number,
  /** The moment whose local day is `today` (a write queued offline reads its own day). */
  at = new Date(),
): Promise<ReflectorFacts | undefined> {
  const result = await db.execute<{
    profile_id: number | null;
    allow_self_reflect: boolean | null;
    allow_goals: boolean | null;
    allow_progress: boolean | null;
    assigned_pulse_survey: number | null;
    today: string;
  }>(sql`
    WITH ${zones}
    SELECT cp.id AS profile_id, cp.allow_self_reflect, cp.allow_goals, cp.allow_progress,
      cp.assigned_pulse_survey, (${localClock(at)})::date::text AS today
    FROM users u
    LEFT JOIN client_profiles cp ON cp.user_id = u.id
    LEFT JOIN zones z ON z.name = u.timezone
    WHERE u.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    today: row.today,
    profile:
      row.profile_id === null
        ? null
        : {
            allowSelfReflect: row.allow_self_reflect!,
            allowGoals: row.allow_goals!,
            allowProgress: row.allow_progress!,
            assignedPulseSurvey: row.assigned_pulse_survey,
          },
  };
}

/**
 * Locks the client's profile for the rest of the transaction. Saves of one client's reflections
 * and their KPI changes take turns, so struggling detection sees every earlier save and the KPI
 * limit holds under concurrent requests.
 */
export async function lockClientProfile(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId))
    .for('update');
}

const withSurvey = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(clientSurveys), surveyName: pulseSurveys.name })
    .from(clientSurveys)
    .innerJoin(pulseSurveys, eq(pulseSurveys.id, clientSurveys.surveyId));

/** A reflection by id, with its survey's name. */
export async function findReflection(db: DbOrTx, id: number): Promise<ReflectionWithSurvey | undefined> {
  const [row] = await withSurvey(db).where(eq(clientSurveys.id, id));
  return row;
}

/** A reflection by its URL token, with its survey's name. */
export async function findReflectionByToken(
  db: DbOrTx,
  token: string,
): Promise<ReflectionWithSurvey | undefined> {
  const [row] = await withSurvey(db).where(eq(clientSurveys.token, token));
  return row;
}

/** A reflection by token, locked for a save. */
export async function lockReflectionByToken(tx: DbOrTx, token: string): Promise<ReflectionRow | undefined> {
  const [row] = await tx.select().from(clientSurveys).where(eq(clientSurveys.token, token)).for('update');
  return row;
}

/** The client's reflection of one local day, if there is one. */
export async function findReflectionOn(
  db: DbOrTx,
  userId: number,
  day: string,
): Promise<ReflectionRow | undefined> {
  const [row] = await db
    .select()
    .from(clientSurveys)
    .where(and(eq(clientSurveys.userId, userId), eq(clientSurveys.day, day)));
  return row;
}

/** A survey that is not deleted. */
export async function findLiveSurvey(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(pulseSurveys)
    .where(and(eq(pulseSurveys.id, id), eq(pulseSurveys.deleted, false)));
  return row;
}

/** A survey's statements that are not deleted, in the survey's order. */
export async function liveStatements(db: DbOrTx, surveyId: number) {
  return db
    .select({ id: pulseQuestions.id, question: pulseQuestions.question, always: pulseQuestions.always })
    .from(pulseQuestions)
    .where(and(eq(pulseQuestions.surveyId, surveyId), eq(pulseQuestions.deleted, false)))
    .orderBy(asc(pulseQuestions.id));
}

/**
 * Inserts a reflection unless the client has one that day already (the unique (user, day) key is
 * the idempotency key, shared with the generation job); answers its id, or null when it existed.
 */
export async function insertReflection(
  tx: DbOrTx,
  values: Pick<
    typeof clientSurveys.$inferInsert,
    'userId' | 'surveyId' | 'day' | 'openEndedQuestion' | 'private' | 'source'
  >,
): Promise<number | null> {
  const [row] = await tx
    .insert(clientSurveys)
    .values(values)
    .onConflictDoNothing({ target: [clientSurveys.userId, clientSurveys.day] })
    .returning({ id: clientSurveys.id });
  return row?.id ?? null;
}

/** Puts statements on a new reflection, unanswered, keeping their text as asked. */
export async function insertAnswers(
  tx: DbOrTx,
  reflectionId: number,
  statements: readonly { id: number; question: string }[],
): Promise<void> {
  if (statements.length === 0) return;
  await tx.insert(clientSurveyAnswers).values(
    statements.map((statement) => ({
      clientSurveyId: reflectionId,
      questionId: statement.id,
      questionText: statement.question,
    })),
  );
}

/** A reflection's statements and answers in the survey's order, each with its statement's dimension. */
export async function answersOf(db: DbOrTx, reflectionId: number) {
  return db
    .select({
      id: clientSurveyAnswers.id,
      questionId: clientSurveyAnswers.questionId,
      questionText: clientSurveyAnswers.questionText,
      answer: clientSurveyAnswers.answer,
      dimensionId: pulseQuestions.dimensionId,
    })
    .from(clientSurveyAnswers)
    .innerJoin(pulseQuestions, eq(pulseQuestions.id, clientSurveyAnswers.questionId))
    .where(eq(clientSurveyAnswers.clientSurveyId, reflectionId))
    .orderBy(asc(clientSurveyAnswers.questionId));
}
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/** The KPIs a reflection asks (the client's `survey` ones, by creation), with any value given on it. */
export async function askedKpis(db: DbOrTx, userId: number, reflectionId: number) {
  return db
    .select({ kpi: clientKpis.id, name: clientKpis.name, result: kpiResults.result })
    .from(clientKpis)
    .leftJoin(
      kpiResults,
      and(eq(kpiResults.kpiId, clientKpis.id), eq(kpiResults.clientSurveyId, reflectionId)),
    )
    .where(and(eq(clientKpis.userId, userId), eq(clientKpis.survey, true)))
    .orderBy(asc(clientKpis.createdAt), asc(clientKpis.id));
}
export type AskedKpiRow = Awaited<ReturnType<typeof askedKpis>>[number];

/** The client's answered reflections, newest day first, optionally those whose text contains `search`. */
export async function listCompleted(
  db: DbOrTx,
  userId: number,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(clientSurveys.userId, userId),
    isNotNull(clientSurveys.completedAt),
    search ? ilike(clientSurveys.reflection, containsPattern(search)) : undefined,
  );
  const rows = await db
    .select()
    .from(clientSurveys)
    .where(where)
    .orderBy(desc(clientSurveys.day), desc(clientSurveys.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(clientSurveys).where(where);
  return { rows, count: total!.count };
}

/** The client's reflection of `day` while it is unanswered (zero or one row). */
export async function listOpenOn(db: DbOrTx, userId: number, day: string) {
  return db
    .select()
    .from(clientSurveys)
    .where(
      and(eq(clientSurveys.userId, userId), eq(clientSurveys.day, day), isNull(clientSurveys.completedAt)),
    );
}

/** Writes answers to a reflection's statements in one statement (ids already checked to be its own). */
export async function setAnswers(
  tx: DbOrTx,
  reflectionId: number,
  answers: readonly { id: number; answer: number }[],
): Promise<void> {
  if (answers.length === 0) return;
  const values = JSON.stringify(answers.map(({ id, answer }) => ({ id, answer })));
  await tx.execute(sql`
    UPDATE client_survey_answers a SET answer = v.answer
    FROM jsonb_to_recordset(${values}::jsonb) AS v(id int, answer int)
    WHERE a.id = v.id AND a.client_survey_id = ${reflectionId}`);
}

/** Sets (or replaces) KPI values on a reflection. */
export async function upsertKpiResults(
  tx: DbOrTx,
  reflectionId: number,
  results: readonly { kpi: number; result: number }[],
) {
  if (results.length === 0) return [];
  return tx
    .insert(kpiResults)
    .values(results.map(({ kpi, result }) => ({ kpiId: kpi, clientSurveyId: reflectionId, result })))
    .onConflictDoUpdate({
      target: [kpiResults.kpiId, kpiResults.clientSurveyId],
      set: { result: sql`excluded.result` },
    })
    .returning();
}

/** Stores the text and privacy of a save; the first completion time is kept on later saves. */
export async function completeReflection(
  tx: DbOrTx,
  id: number,
  values: { reflection: string; private: boolean },
  /** When it was answered (a save queued offline); now by default. */
  at?: Date,
): Promise<void> {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  // The first answer's time is kept: least() skips a null, so an open reflection takes `moment`.
  await tx
    .update(clientSurveys)
    .set({ ...values, completedAt: sql`least(${clientSurveys.completedAt}, ${moment})` })
    .where(eq(clientSurveys.id, id));
}

/** One answer row with whose reflection it is on. */
export async function findAnswer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: clientSurveyAnswers.id,
      questionId: clientSurveyAnswers.questionId,
      questionText: clientSurveyAnswers.questionText,
      answer: clientSurveyAnswers.answer,
      dimensionId: pulseQuestions.dimensionId,
      reflection: {
        id: clientSurveys.id,
        userId: clientSurveys.userId,
        day: clientSurveys.day,
        completedAt: clientSurveys.completedAt,
      },
    })
    .from(clientSurveyAnswers)
    .innerJoin(clientSurveys, eq(clientSurveys.id, clientSurveyAnswers.clientSurveyId))
    .innerJoin(pulseQuestions, eq(pulseQuestions.id, clientSurveyAnswers.questionId))
    .where(eq(clientSurveyAnswers.id, id));
  return row;
}

export async function setAnswer(tx: DbOrTx, id: number, answer: number): Promise<void> {
  await tx.update(clientSurveyAnswers).set({ answer }).where(eq(clientSurveyAnswers.id, id));
}
