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
 * Builders for the analytics tests: surveys with dimensions and statements, and reflections,
 * answers and KPI results inserted directly (not through the reflection API), so each test
 * states exactly the data its numbers come from.
 */

let sequence = 0;
const next = () => ++sequence;

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
    const [dimension] = await db
      .insert(pulseDimensions)
      .values({
        surveyId: survey!.id,
        name: spec.name ?? `Dimension ${next()}`,
        graph: spec.graph ?? true,
        graphColor: spec.color ?? '#228be6',
      })
      .returning();
    const questions = await insertStatements(db, survey!.id, dimension!.id, spec.statements ?? 2);
    built.push({ ...dimension!, questions });
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

/** A client's reflection for one day with its answers. */
export async function buildReflection(db: Db, userId: number, spec: ReflectionSpec) {
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

/** A client's KPI. */
export async function buildKpi(db: Db, userId: number, name = `KPI ${next()}`) {
  const [row] = await db.insert(clientKpis).values({ userId, name }).returning();
  return row!;
}

/** A KPI's value on a reflection. */
export async function buildKpiResult(db: Db, kpiId: number, clientSurveyId: number, result: number) {
  const [row] = await db.insert(kpiResults).values({ kpiId, clientSurveyId, result }).returning();
  return row!;
}
