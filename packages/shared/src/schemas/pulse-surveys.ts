import { z } from 'zod';
import { PULSE_MESSAGES } from '../messages';
import { pulseSurveySummarySchema } from './catalog';
import { id, queryId, required } from './fields';
import { colorSchema } from './habits';
import { pageQuerySchema } from './paging';

/*
 * Pulse surveys (daily reflection questionnaires) as the coach authors them: surveys,
 * dimensions a.k.a. graphs, statements and constructs. The client's daily reflection is in
 * reflections.ts, KPIs in kpis.ts, the analytics both sides read in pulse-analytics.ts. Field
 * names follow the spec (coach side section 3, client side section 3); see
 * docs/decisions/007-pulse-surveys.md for the rules.
 */

export const PULSE_LIMITS = {
  maxDailyNumQuestions: 50,
  maxQuestionLength: 500,
  maxOpenEndedQuestionLength: 500,
  maxConstructLength: 100,
  maxReflectionLength: 10_000,
  maxKpisPerClient: 20,
} as const;

/** What a new survey asks in writing until the coach changes it. */
export const DEFAULT_OPEN_ENDED_QUESTION = 'What is on your mind today?';
/** The colour of a new dimension's graph. */
export const DEFAULT_GRAPH_COLOR = '#228be6';

// ---------------------------------------------------------------- coach: surveys

/**
 * A pulse survey in full. `private`: the daily reflection's Private box starts ticked.
 * `editable` is false for company-managed surveys and the platform's default survey.
 */
export const pulseSurveySchema = pulseSurveySummarySchema.extend({
  open_ended_question: z.string(),
  private: z.boolean(),
  owner: z.number().int().nullable(),
  company: z.number().int().nullable(),
  /** The platform's default survey, offered to every coach (read-only). */
  is_default: z.boolean(),
  questions_count: z.number().int(),
  dimensions_count: z.number().int(),
  /** The coach's own clients who have it assigned. */
  clients_count: z.number().int(),
});
export type PulseSurvey = z.infer<typeof pulseSurveySchema>;

/** POST coaches/pulse-surveys/ — the spec sends only `{name}`; the rest have defaults. */
export const pulseSurveyCreateSchema = z.object({
  name: required(200, PULSE_MESSAGES.surveyNameRequired),
  open_ended_question: required(PULSE_LIMITS.maxOpenEndedQuestionLength).default(DEFAULT_OPEN_ENDED_QUESTION),
  daily_num_questions: z.number().int().min(0).max(PULSE_LIMITS.maxDailyNumQuestions).default(3),
  private: z.boolean().default(false),
});
export type PulseSurveyCreate = z.input<typeof pulseSurveyCreateSchema>;

/** PUT/PATCH coaches/pulse-surveys/{id}/ (PATCH partial). */
export const pulseSurveyPatchSchema = z
  .object({
    name: required(200, PULSE_MESSAGES.surveyNameRequired),
    open_ended_question: required(PULSE_LIMITS.maxOpenEndedQuestionLength),
    daily_num_questions: z.number().int().min(0).max(PULSE_LIMITS.maxDailyNumQuestions),
    private: z.boolean(),
  })
  .partial();
export type PulseSurveyPatch = z.input<typeof pulseSurveyPatchSchema>;

// ---------------------------------------------------------------- coach: dimensions (graphs)

/**
 * A dimension: a group of statements drawn as one well-being graph. `pulse_survey` lists the
 * survey it belongs to (one, in this design). `graph`: whether it is drawn as a graph (clients'
 * /progress, the coach's pulse tab); a dimension without a graph still groups statements for
 * struggling notices.
 */
export const pulseDimensionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  graph: z.boolean(),
  graph_color: z.string(),
  pulse_survey: z.array(z.number().int()),
  questions_count: z.number().int(),
  editable: z.boolean(),
});
export type PulseDimension = z.infer<typeof pulseDimensionSchema>;

/** POST coaches/pulse-dimensions/ {name, pulse_survey:[id]} (+ graph, graph_color). */
export const pulseDimensionWriteSchema = z.object({
  name: required(100),
  graph: z.boolean().default(true),
  graph_color: colorSchema.default(DEFAULT_GRAPH_COLOR),
  pulse_survey: z.array(id).min(1, { error: 'This field is required.' }).max(1),
});
export type PulseDimensionWrite = z.input<typeof pulseDimensionWriteSchema>;
/** PATCH coaches/pulse-dimensions/{id}/ — a dimension stays in its survey. */
export const pulseDimensionPatchSchema = z
  .object({ name: required(100), graph: z.boolean(), graph_color: colorSchema })
  .partial();
export type PulseDimensionPatch = z.input<typeof pulseDimensionPatchSchema>;

/** GET coaches/pulse-dimensions/?pulse_survey=ID */
export const pulseDimensionQuerySchema = pageQuerySchema.extend({ pulse_survey: queryId });

// ---------------------------------------------------------------- coach: statements (questions)

/**
 * A statement the client rates 1..7. `construct` is a free label the coach groups statements
 * by (e.g. "Autonomy"); `dimension` the graph it counts toward. `answer` is always null here
 * (the field exists on answered copies, see reflectionAnswerSchema).
 */
export const pulseQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  always: z.boolean(),
  construct: z.string(),
  dimension: z.number().int().nullable(),
  pulse_survey: z.number().int(),
  editable: z.boolean(),
});
export type PulseQuestion = z.infer<typeof pulseQuestionSchema>;

/** POST coaches/pulse-questions/ — the statement's fields plus its survey. */
export const pulseQuestionWriteSchema = z.object({
  question: required(PULSE_LIMITS.maxQuestionLength),
  always: z.boolean().default(false),
  construct: z.string().trim().max(PULSE_LIMITS.maxConstructLength).default(''),
  dimension: id.nullable().default(null),
  pulse_survey: id,
});
export type PulseQuestionWrite = z.input<typeof pulseQuestionWriteSchema>;
/** PUT/PATCH coaches/pulse-questions/{id}/ — a statement stays in its survey. */
export const pulseQuestionPatchSchema = z
  .object({
    question: required(PULSE_LIMITS.maxQuestionLength),
    always: z.boolean(),
    construct: z.string().trim().max(PULSE_LIMITS.maxConstructLength),
    dimension: id.nullable(),
  })
  .partial();
export type PulseQuestionPatch = z.input<typeof pulseQuestionPatchSchema>;

/** GET coaches/pulse-questions/?construct__pulse_survey=ID — in the survey's order (oldest first). */
export const pulseQuestionQuerySchema = pageQuerySchema.extend({ construct__pulse_survey: queryId });

/** GET coaches/pulse-constructs/?pulse_survey=ID — the survey's construct labels in use, by name. */
export const pulseConstructSchema = z.object({ name: z.string(), questions_count: z.number().int() });
export type PulseConstruct = z.infer<typeof pulseConstructSchema>;
export const pulseConstructQuerySchema = pageQuerySchema.extend({ pulse_survey: queryId });
