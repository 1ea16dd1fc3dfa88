import { and, asc, count, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pulseQuestions, pulseSurveys } from '../../db/schema';
import type { PulseSurveyFacts } from './pulse-surveys.policy';
import { surveyFactColumns } from './pulse-dimensions.repo';

export type PulseQuestionRow = typeof pulseQuestions.$inferSelect;
/** A construct label in use and how many live statements carry it. */
export interface ConstructRow {
  name: string;
  questionsCount: number;
}

interface Window {
  limit: number;
  offset: number;
}

const liveOf = (surveyId: number) =>
  and(eq(pulseQuestions.surveyId, surveyId), eq(pulseQuestions.deleted, false));

/** A survey's live statements in the survey's order, oldest first (the caller has checked access). */
export async function listQuestions(db: DbOrTx, surveyId: number, window: Window) {
  const where = liveOf(surveyId);
  const rows = await db
    .select()
    .from(pulseQuestions)
    .where(where)
    .orderBy(asc(pulseQuestions.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(pulseQuestions).where(where);
  return { rows, count: total!.count };
}

/** A statement with its survey's facts, deleted or not (the service and policy decide who sees it). */
export async function findQuestion(
  db: DbOrTx,
  id: number,
): Promise<(PulseQuestionRow & { survey: PulseSurveyFacts }) | undefined> {
  const [row] = await db
    .select({ question: pulseQuestions, survey: surveyFactColumns })
    .from(pulseQuestions)
    .innerJoin(pulseSurveys, eq(pulseSurveys.id, pulseQuestions.surveyId))
    .where(eq(pulseQuestions.id, id));
  return row && { ...row.question, survey: row.survey };
}

export type QuestionValues = Pick<
  typeof pulseQuestions.$inferInsert,
  'question' | 'always' | 'construct' | 'dimensionId'
>;

export async function insertQuestion(
  db: DbOrTx,
  values: Required<QuestionValues> & { surveyId: number },
): Promise<PulseQuestionRow> {
  const [row] = await db.insert(pulseQuestions).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone; a null dimension is written). */
export async function updateQuestion(db: DbOrTx, id: number, values: Partial<QuestionValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(pulseQuestions).set(set).where(eq(pulseQuestions.id, id));
}

/** Marks a statement deleted: it is asked no more, and past answers keep their dimension. */
export async function softDeleteQuestion(db: DbOrTx, id: number) {
  await db.update(pulseQuestions).set({ deleted: true }).where(eq(pulseQuestions.id, id));
}

/** The construct labels the survey's live statements carry (blank ones aside), by name, with counts. */
export async function listConstructs(db: DbOrTx, surveyId: number, window: Window) {
  const where = and(liveOf(surveyId), ne(pulseQuestions.construct, ''));
  const rows: ConstructRow[] = await db
    .select({ name: pulseQuestions.construct, questionsCount: sql<number>`count(*)::int` })
    .from(pulseQuestions)
    .where(where)
    .groupBy(pulseQuestions.construct)
    .orderBy(sql`lower(${pulseQuestions.construct})`, asc(pulseQuestions.construct))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: countDistinct(pulseQuestions.construct) })
    .from(pulseQuestions)
    .where(where);
  return { rows, count: total!.count };
}
