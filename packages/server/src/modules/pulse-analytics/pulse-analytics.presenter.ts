import {
  scoreFraction,
  type CoachReflectionEntry,
  type CohortInfo,
  type DimensionGraph,
  type KpiChart,
} from '@tandem/shared';
import type {
  CoachReflectionRow,
  CohortReflectionRow,
  DimensionGraphRow,
  KpiChartRow,
} from './pulse-analytics.repo';

/** A dimension's graph; the seven-day mean becomes the fraction the well-being word reads. */
export function presentDimensionGraph(row: DimensionGraphRow): DimensionGraph {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    points: row.points,
    average: row.average === null ? null : scoreFraction(row.average),
  };
}

export function presentKpiChart(row: KpiChartRow): KpiChart {
  return { id: row.id, name: row.name, latest: row.latest, points: row.points };
}

/** A timestamp from a raw query ('2024-05-01 12:00:00.123+00') as the API writes them. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** A reflection as its client's coach reads it (the repo already left private text out). */
export function presentCoachReflection(row: CoachReflectionRow): CoachReflectionEntry {
  return {
    id: row.id,
    day: row.day,
    created: iso(row.created),
    completed_at: row.completedAt === null ? null : iso(row.completedAt),
    full_name: row.fullName,
    open_ended_question: row.openEndedQuestion,
    reflection: row.private ? null : row.reflection,
    private: row.private,
    answers: row.answers,
  };
}

export function presentCohortReflection(row: CohortReflectionRow): CohortInfo['reflections'][number] {
  return { full_name: row.fullName, reflection: row.reflection, created: iso(row.created) };
}
