import type { PulseConstruct, PulseDimension, PulseQuestion, PulseSurvey } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { canEditPulseSurvey, type PulseSurveyFacts } from './pulse-surveys.policy';
import type { PulseDimensionRecord } from './pulse-dimensions.repo';
import type { ConstructRow, PulseQuestionRow } from './pulse-questions.repo';
import type { PulseSurveyWithCounts } from './pulse-surveys.repo';

/** A pulse survey in full; `editable` is false for managed and default surveys. */
export function presentPulseSurvey(actor: Actor, row: PulseSurveyWithCounts): PulseSurvey {
  return {
    id: row.id,
    name: row.name,
    daily_num_questions: row.dailyNumQuestions,
    editable: canEditPulseSurvey(actor, row),
    open_ended_question: row.openEndedQuestion,
    private: row.private,
    owner: row.ownerId,
    company: row.companyId,
    is_default: row.isDefault,
    questions_count: row.questionsCount,
    dimensions_count: row.dimensionsCount,
    clients_count: row.clientsCount,
  };
}

/** A dimension; editable with its survey. */
export function presentDimension(
  actor: Actor,
  row: PulseDimensionRecord,
  survey: PulseSurveyFacts,
): PulseDimension {
  return {
    id: row.id,
    name: row.name,
    graph: row.graph,
    graph_color: row.graphColor,
    pulse_survey: [row.surveyId],
    questions_count: row.questionsCount,
    editable: canEditPulseSurvey(actor, survey),
  };
}

/** A statement; editable with its survey. */
export function presentQuestion(
  actor: Actor,
  row: PulseQuestionRow,
  survey: PulseSurveyFacts,
): PulseQuestion {
  return {
    id: row.id,
    question: row.question,
    always: row.always,
    construct: row.construct,
    dimension: row.dimensionId,
    pulse_survey: row.surveyId,
    editable: canEditPulseSurvey(actor, survey),
  };
}

export const presentConstruct = (row: ConstructRow): PulseConstruct => ({
  name: row.name,
  questions_count: row.questionsCount,
});
