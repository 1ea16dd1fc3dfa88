import type { ClientReflection, Kpi, KpiResult, ReflectionAnswer, ReflectionEntry } from '@tandem/shared';
import type { kpiResults } from '../../db/schema';
import type { KpiRow } from './kpis.repo';
import type { AskedKpiRow, ReflectionRow, ReflectionWithSurvey } from './reflections.repo';

/** One statement of a reflection as asked, with the dimension its statement counts toward. */
export function presentAnswer(row: {
  id: number;
  questionId: number;
  questionText: string;
  answer: number | null;
  dimensionId: number | null;
}): ReflectionAnswer {
  return {
    id: row.id,
    question: row.questionId,
    question_text: row.questionText,
    dimension: row.dimensionId,
    answer: row.answer,
  };
}

/** A reflection in full: its statements in the survey's order and the KPIs it asks. */
export function presentReflection(
  row: ReflectionWithSurvey,
  answers: Parameters<typeof presentAnswer>[0][],
  kpis: AskedKpiRow[],
): ClientReflection {
  return {
    id: row.id,
    token: row.token,
    day: row.day,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    survey: { id: row.surveyId, name: row.surveyName },
    open_ended_question: row.openEndedQuestion,
    reflection: row.reflection,
    private: row.private,
    answers: answers.map(presentAnswer),
    kpis: kpis.map((kpi) => ({ kpi: kpi.kpi, name: kpi.name, result: kpi.result })),
  };
}

/** A reflection in the client's history list (the client's own, so private text included). */
export function presentReflectionEntry(row: ReflectionRow): ReflectionEntry {
  return {
    id: row.id,
    token: row.token,
    day: row.day,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    reflection: row.reflection,
    private: row.private,
  };
}

export function presentKpi(row: KpiRow): Kpi {
  return { id: row.id, name: row.name, survey: row.survey, created_at: row.createdAt.toISOString() };
}

export function presentKpiResult(row: typeof kpiResults.$inferSelect): KpiResult {
  return { id: row.id, kpi: row.kpiId, reflection: row.clientSurveyId, result: row.result };
}
