// Test helpers of the daily reflection, progress and reflection history screens.
import type {
  ClientReflection,
  DimensionGraph,
  ProgressInfo,
  ReflectionAnswer,
  ReflectionEntry,
} from '@tandem/shared';

/** A statement of a reflection, unanswered unless given. */
export function buildAnswer(
  overrides: Partial<ReflectionAnswer> & Pick<ReflectionAnswer, 'id'>,
): ReflectionAnswer {
  return {
    question: overrides.id + 100,
    question_text: `Statement ${overrides.id}`,
    dimension: 1,
    answer: null,
    ...overrides,
  };
}

/** Today's reflection, unanswered: two statements and one KPI. */
export function buildReflection(overrides: Partial<ClientReflection> = {}): ClientReflection {
  return {
    id: 9,
    token: 'tok-9',
    day: '2025-03-05',
    created_at: '2025-03-05T18:00:00Z',
    completed_at: null,
    survey: { id: 1, name: 'Daily Reflection' },
    open_ended_question: 'What is on your mind today?',
    reflection: '',
    private: false,
    answers: [
      buildAnswer({ id: 31, question_text: 'I felt energetic today.' }),
      buildAnswer({ id: 32, question_text: 'I made progress on what matters to me.' }),
    ],
    kpis: [{ kpi: 4, name: 'Steps', result: null }],
    ...overrides,
  };
}

/** A past reflection as the history lists it. */
export function buildReflectionEntry(overrides: Partial<ReflectionEntry> = {}): ReflectionEntry {
  const id = overrides.id ?? 20;
  return {
    id,
    token: `tok-${id}`,
    day: '2025-03-04',
    created_at: '2025-03-04T18:00:00Z',
    completed_at: '2025-03-04T19:00:00Z',
    reflection: `What happened on day ${id}.`,
    private: false,
    ...overrides,
  };
}

/** One dimension's well-being graph. */
export function buildDimensionGraph(overrides: Partial<DimensionGraph> = {}): DimensionGraph {
  return {
    id: 1,
    name: 'Energy',
    color: '#228be6',
    points: [
      { date: '2025-03-03', value: 50 },
      { date: '2025-03-04', value: 83.3 },
    ],
    average: 0.8,
    ...overrides,
  };
}

/** The /progress figures over the last 30 days. */
export function buildProgressInfo(overrides: Partial<ProgressInfo> = {}): ProgressInfo {
  return {
    since: 30,
    exercises: { completed: 3, due: 4 },
    reflections: { completed: 5, due: 8 },
    dimensions: [buildDimensionGraph()],
    ...overrides,
  };
}
