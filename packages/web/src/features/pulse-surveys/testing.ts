// Test helpers of the pulse survey screens: builders shaped like the API contract and the routes
// a survey's detail and preview pages read.
import type {
  ClientSummary,
  PulseConstruct,
  PulseDimension,
  PulseQuestion,
  PulseSurvey,
} from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { currentQuery, pageOf } from '../../test/fake-requests';

/** A survey coach 3 owns (editable); see buildDefaultSurvey for the read-only one. */
export function buildSurvey(overrides: Partial<PulseSurvey> = {}): PulseSurvey {
  const id = overrides.id ?? 5;
  return {
    id,
    name: `Survey ${id}`,
    daily_num_questions: 3,
    editable: true,
    open_ended_question: 'What is on your mind today?',
    private: false,
    owner: 3,
    company: null,
    is_default: false,
    questions_count: 0,
    dimensions_count: 0,
    clients_count: 0,
    ...overrides,
  };
}

/** The platform's default survey: every coach may use it, none may change it. */
export function buildDefaultSurvey(overrides: Partial<PulseSurvey> = {}): PulseSurvey {
  return buildSurvey({
    id: 1,
    name: 'Daily Reflection',
    editable: false,
    owner: null,
    is_default: true,
    ...overrides,
  });
}

/** A graph of survey 5. */
export function buildDimension(overrides: Partial<PulseDimension> = {}): PulseDimension {
  const id = overrides.id ?? 30;
  return {
    id,
    name: `Graph ${id}`,
    graph: true,
    graph_color: '#12b886',
    pulse_survey: [5],
    questions_count: 0,
    editable: true,
    ...overrides,
  };
}

/** A statement of survey 5, without a dimension. */
export function buildQuestion(overrides: Partial<PulseQuestion> = {}): PulseQuestion {
  const id = overrides.id ?? 40;
  return {
    id,
    question: `Statement ${id}`,
    always: false,
    construct: '',
    dimension: null,
    pulse_survey: 5,
    editable: true,
    ...overrides,
  };
}

export const SURVEYS_ROUTE = 'GET /api/coaches/pulse-surveys/';
export const DIMENSIONS_ROUTE = 'GET /api/coaches/pulse-dimensions/';
export const QUESTIONS_ROUTE = 'GET /api/coaches/pulse-questions/';
export const CONSTRUCTS_ROUTE = 'GET /api/coaches/pulse-constructs/';
export const CLIENTS_ROUTE = 'GET /api/coaches/clients/';

interface SurveyContent {
  dimensions?: PulseDimension[];
  questions?: PulseQuestion[];
  constructs?: PulseConstruct[];
  /** The clients who have the survey (`client_profile__assigned_pulse_survey`). */
  assigned?: ClientSummary[];
  /** The coach's active clients (`filter=active`). */
  active?: ClientSummary[];
}

/**
 * What the detail and preview pages of `survey` read. The clients route answers by its query:
 * the assigned clients when asked by survey, else the active ones.
 */
export function surveyRoutes(
  survey: PulseSurvey,
  { dimensions = [], questions = [], constructs = [], assigned = [], active = [] }: SurveyContent = {},
): FakeRoutes {
  return {
    [`GET /api/coaches/pulse-surveys/${survey.id}/`]: { body: survey },
    [DIMENSIONS_ROUTE]: { body: pageOf(dimensions) },
    [QUESTIONS_ROUTE]: { body: pageOf(questions) },
    [CONSTRUCTS_ROUTE]: { body: pageOf(constructs) },
    [CLIENTS_ROUTE]: () =>
      currentQuery().has('client_profile__assigned_pulse_survey')
        ? { body: pageOf(assigned) }
        : { body: pageOf(active) },
  };
}
