import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientKpis,
  clientSurveyAnswers,
  clientSurveys,
  kpiResults,
  pulseDimensions,
  pulseQuestions,
  pulseSurveys,
} from '../../db/schema';

/*
 * Pulse survey test data, inserted directly (not through the API) so each test states exactly
 * the rows its numbers come from: survey content, reflections with their answers, KPIs.
 */

let sequence = 0;
const next = () => ++sequence;

type SurveyInsert = typeof pulseSurveys.$inferInsert;
type QuestionRow = typeof pulseQuestions.$inferSelect;

/** A dimension ("graph") of a survey; override any column. */
export async function buildDimension(
  db: Db,
  surveyId: number,
  overrides: Partial<typeof pulseDimensions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pulseDimensions)
    .values({ surveyId, name: `Dimension ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** A statement of a survey, without a dimension unless given; override any column. */
export async function buildQuestion(
  db: Db,
  surveyId: number,
  overrides: Partial<typeof pulseQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pulseQuestions)
    .values({ surveyId, question: `Statement ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** The platform's default survey, which migration 0005 puts in every database. */
export async function defaultSurvey(db: Db) {
  const [row] = await db.select().from(pulseSurveys).where(eq(pulseSurveys.isDefault, true));
  if (!row) throw new Error('the default pulse survey is missing: has migration 0005 run?');
  return row;
}

/** A statement to put on a survey: its text, whether always asked, and its dimension's name. */
export interface QuestionSpec {
  question?: string;
  always?: boolean;
  /** The name of one of `dimensions`; none when omitted. */
  dimension?: string;
  deleted?: boolean;
}

/**
 * A pulse survey with dimensions (by name) and statements, owned as `owner` says (pass
 * `{ownerId: null, companyId}` for a managed one). Answers the survey, its dimensions by name
 * and its statements in order.
 */
export async function buildSurveyWithQuestions(
  db: Db,
  owner: { ownerId: number | null; companyId: number | null },
  spec: { survey?: Partial<SurveyInsert>; dimensions?: string[]; questions?: QuestionSpec[] } = {},
) {
  const n = next();
  const [survey] = await db
    .insert(pulseSurveys)
    .values({
      name: `Survey ${n}`,
      openEndedQuestion: 'What went well today?',
      dailyNumQuestions: 3,
      ...owner,
      ...spec.survey,
    })
    .returning();
  const dimensions = new Map<string, typeof pulseDimensions.$inferSelect>();
  for (const name of spec.dimensions ?? [])
    dimensions.set(name, await buildDimension(db, survey!.id, { name }));
  const questions: QuestionRow[] = [];
  for (const [i, question] of (spec.questions ?? []).entries()) {
    const [row] = await db
      .insert(pulseQuestions)
      .values({
        surveyId: survey!.id,
        question: question.question ?? `Statement ${n}.${i + 1}`,
        always: question.always ?? false,
        dimensionId: question.dimension ? dimensions.get(question.dimension)!.id : null,
        deleted: question.deleted ?? false,
      })
      .returning();
    questions.push(row!);
  }
  return { survey: survey!, dimensions, questions };
}

/**
 * A reflection of `user` on `day` asking `questions` (answered with `answers` in the same order,
 * null for unanswered), completed when `completed` (default: when every answer is given).
 */
export async function buildReflection(
  db: Db,
  user: { id: number },
  values: {
    surveyId: number;
    day: string;
    questions: readonly { id: number; question: string }[];
    answers?: readonly (number | null)[];
    reflection?: string;
    private?: boolean;
    completed?: boolean;
    openEndedQuestion?: string;
  },
) {
  const answers = values.answers ?? values.questions.map(() => null);
  const completed = values.completed ?? (answers.length > 0 && answers.every((answer) => answer !== null));
  const [reflection] = await db
    .insert(clientSurveys)
    .values({
      userId: user.id,
      surveyId: values.surveyId,
      day: values.day,
      openEndedQuestion: values.openEndedQuestion ?? 'What went well today?',
      reflection: values.reflection ?? '',
      private: values.private ?? false,
      completedAt: completed ? new Date(`${values.day}T20:00:00Z`) : null,
    })
    .returning();
  const rows =
    values.questions.length === 0
      ? []
      : await db
          .insert(clientSurveyAnswers)
          .values(
            values.questions.map((question, i) => ({
              clientSurveyId: reflection!.id,
              questionId: question.id,
              questionText: question.question,
              answer: answers[i] ?? null,
            })),
          )
          .returning();
  return { reflection: reflection!, answers: rows };
}

export interface DimensionSpec {
  name?: string;
  color?: string;
  graph?: boolean;
  /** How many statements count toward it. */
  statements?: number;
}

/**
 * A survey owned by `ownerId` with these dimensions, each with its statements; `loose` more
 * statements belong to no dimension. Returns the survey, the dimensions with their statement
 * ids, and the loose statement ids.
 */
export async function buildSurveyWithDimensions(
  db: Db,
  owner: { ownerId: number | null; companyId: number | null },
  dimensions: DimensionSpec[],
  options: { name?: string; loose?: number } = {},
) {
  const [survey] = await db
    .insert(pulseSurveys)
    .values({ name: options.name ?? `Survey ${next()}`, openEndedQuestion: 'How was today?', ...owner })
    .returning();
  const built = [];
  for (const spec of dimensions) {
    const dimension = await buildDimension(db, survey!.id, {
      ...(spec.name ? { name: spec.name } : {}),
      graph: spec.graph ?? true,
      graphColor: spec.color ?? '#228be6',
    });
    const questions = await insertStatements(db, survey!.id, dimension.id, spec.statements ?? 2);
    built.push({ ...dimension, questions });
  }
  const loose = await insertStatements(db, survey!.id, null, options.loose ?? 0);
  return { survey: survey!, dimensions: built, loose };
}

async function insertStatements(db: Db, surveyId: number, dimensionId: number | null, n: number) {
  if (n === 0) return [];
  const rows = await db
    .insert(pulseQuestions)
    .values(Array.from({ length: n }, () => ({ surveyId, dimensionId, question: `Statement ${next()}` })))
    .returning({ id: pulseQuestions.id });
  return rows.map((row) => row.id);
}

export interface ReflectionSpec {
  surveyId: number;
  /** The client's local day, YYYY-MM-DD. */
  day: string;
  /** Statement id → answer (null: asked, not answered). */
  answers?: [number, number | null][];
  reflection?: string;
  private?: boolean;
  /** Answered (completed_at set); true unless said otherwise. */
  completed?: boolean;
  createdAt?: Date;
}

/** A client's reflection for one day with its answers, given as [statement id, answer] pairs. */
export async function buildAnsweredReflection(db: Db, userId: number, spec: ReflectionSpec) {
  const completed = spec.completed ?? true;
  const [row] = await db
    .insert(clientSurveys)
    .values({
      userId,
      surveyId: spec.surveyId,
      day: spec.day,
      openEndedQuestion: 'How was today?',
      reflection: spec.reflection ?? '',
      private: spec.private ?? false,
      completedAt: completed ? new Date() : null,
      createdAt: spec.createdAt ?? new Date(),
    })
    .returning();
  const answers = spec.answers ?? [];
  if (answers.length > 0)
    await db.insert(clientSurveyAnswers).values(
      answers.map(([questionId, answer]) => ({
        clientSurveyId: row!.id,
        questionId,
        questionText: `Asked ${questionId}`,
        answer,
      })),
    );
  return row!;
}

/** A KPI of the client's. */
export async function buildKpi(
  db: Db,
  userId: number,
  overrides: Partial<typeof clientKpis.$inferInsert> = {},
) {
  const [row] = await db
    .insert(clientKpis)
    .values({ userId, name: `KPI ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** A KPI's value on a reflection. */
export async function buildKpiResult(db: Db, kpiId: number, reflectionId: number, result: number) {
  const [row] = await db
    .insert(kpiResults)
    .values({ kpiId, clientSurveyId: reflectionId, result })
    .returning();
  return row!;
}

/** The answer rows of a reflection, by statement. */
export const answerRowsOf = (db: Db, reflectionId: number) =>
  db
    .select()
    .from(clientSurveyAnswers)
    .where(eq(clientSurveyAnswers.clientSurveyId, reflectionId))
    .orderBy(clientSurveyAnswers.questionId);
