// Test helpers of the coach's view of reflections: builders shaped like the API contract and the
// routes the pulse and reflections tabs read.
import type {
  ClientPulseInfo,
  CoachNotice,
  CoachReflectionEntry,
  DimensionGraph,
  KpiChart,
  WordCountEntry,
} from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

export const INFO_PATH = (clientId: number) => `/api/coaches/clients/${clientId}/info/`;
export const KPIS_PATH = '/api/coaches/kpis/chart_info/';
export const WORD_CLOUD_PATH = '/api/coaches/client-pulse-surveys/word_cloud/';
export const REFLECTIONS_PATH = '/api/coaches/client-pulse-surveys/';
export const SEVEN_DAYS_PATH = (clientId: number) => `/api/coaches/clients/${clientId}/reflections/`;
export const NOTICES_PATH = '/api/coaches/notices/';

/** A struggling notice about Jane Doe (client 21) on the Energy dimension. */
export function buildNotice(overrides: Partial<CoachNotice> = {}): CoachNotice {
  return {
    id: 1,
    kind: 'struggling',
    client: { id: 21, first_name: 'Jane', last_name: 'Doe' },
    dimension: { id: 4, name: 'Energy' },
    episode_start: '2025-03-03',
    day: '2025-03-04',
    created_at: '2025-03-04T18:30:00Z',
    read_at: null,
    ...overrides,
  };
}

/** An answered reflection of Jane Doe, with two statements rated. */
export function buildReflectionEntry(overrides: Partial<CoachReflectionEntry> = {}): CoachReflectionEntry {
  const id = overrides.id ?? 1;
  return {
    id,
    day: '2025-03-04',
    created: '2025-03-04T18:00:00Z',
    completed_at: '2025-03-04T18:20:00Z',
    full_name: 'Jane Doe',
    open_ended_question: 'What is on your mind today?',
    reflection: `Reflection ${id}`,
    private: false,
    answers: [
      { question_text: 'I slept well', answer: 5 },
      { question_text: 'I felt calm', answer: 3 },
    ],
    ...overrides,
  };
}

/** A dimension's graph with two answered days. */
export function buildDimensionGraph(overrides: Partial<DimensionGraph> = {}): DimensionGraph {
  return {
    id: 4,
    name: 'Energy',
    color: '#228be6',
    points: [
      { date: '2025-03-03', value: 50 },
      { date: '2025-03-04', value: 83.3 },
    ],
    average: 0.95,
    ...overrides,
  };
}

export function buildPulseInfo(overrides: Partial<ClientPulseInfo> = {}): ClientPulseInfo {
  return {
    since: 30,
    reflections: { completed: 2, due: 3 },
    completion: [
      { date: '2025-03-02', value: 0 },
      { date: '2025-03-03', value: 1 },
      { date: '2025-03-04', value: 1 },
    ],
    dimensions: [buildDimensionGraph()],
    ...overrides,
  };
}

export function buildKpiChart(overrides: Partial<KpiChart> = {}): KpiChart {
  return {
    id: 9,
    name: 'Steps',
    latest: 8000,
    points: [
      { date: '2025-03-03', value: 6000 },
      { date: '2025-03-04', value: 8000 },
    ],
    ...overrides,
  };
}

/** `words` as a cloud's counts, the first the most frequent. */
export function wordCounts(words: string[]): WordCountEntry[] {
  return words.map((word, index) => ({ word, count: words.length - index }));
}

/** Six words: enough for a cloud. */
export const SIX_WORDS = ['calm', 'focus', 'rest', 'walk', 'sleep', 'joy'];

/** What the pulse and reflections tabs of client 21 read, all empty unless given. */
export function pulseTabRoutes(
  clientId = 21,
  {
    info = buildPulseInfo({ reflections: { completed: 0, due: 0 }, completion: [], dimensions: [] }),
    kpis = [],
    words = [],
    reflections = [],
  }: {
    info?: ClientPulseInfo;
    kpis?: KpiChart[];
    words?: WordCountEntry[];
    reflections?: CoachReflectionEntry[];
  } = {},
): FakeRoutes {
  return {
    [`GET ${INFO_PATH(clientId)}`]: { body: info },
    [`GET ${KPIS_PATH}`]: { body: kpis },
    [`GET ${WORD_CLOUD_PATH}`]: { body: { word_counts: words } },
    [`GET ${REFLECTIONS_PATH}`]: { body: pageOf(reflections) },
  };
}
