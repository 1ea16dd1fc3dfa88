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

let sequence = 0;
const next = () => ++sequence;

type SurveyInsert = typeof pulseSurveys.$inferInsert;
type QuestionRow = typeof pulseQuestions.$inferSelect;

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
  for (const name of spec.dimensions ?? []) {
    const [row] = await db.insert(pulseDimensions).values({ surveyId: survey!.id, name }).returning();
    dimensions.set(name, row!);
  }
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
