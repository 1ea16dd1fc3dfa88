import { z } from 'zod';
import { PULSE_MESSAGES } from '../messages';
import {
  DEFAULT_SINCE_DAYS,
  PULSE_MAX_ANSWER,
  PULSE_MIN_ANSWER,
  SINCE_DAYS_OPTIONS,
} from '../rules/pulse-scores';
import { pulseSurveySummarySchema } from './catalog';
import { colorSchema } from './habits';
import { pageQuerySchema } from './paging';

/*
 * Pulse surveys (daily reflection questionnaires) and what is built on them: the coach's
 * authoring (surveys, dimensions a.k.a. graphs, statements, constructs), the client's daily
 * reflection and KPIs, and the analytics both sides read. Field names follow the spec (coach
 * side section 3, client side section 3); see docs/decisions/007-pulse-surveys.md for the rules.
 */

const id = z.number().int().positive();
const required = (max: number, message = 'This field may not be blank.') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
const queryId = z.coerce.number().int().positive();
const queryBool = z.enum(['true', 'false']).transform((value) => value === 'true');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PULSE_LIMITS = {
  maxDailyNumQuestions: 50,
  maxQuestionLength: 500,
  maxOpenEndedQuestionLength: 500,
  maxConstructLength: 100,
  maxReflectionLength: 10_000,
  /** KPI results are whole numbers typed on a digits-only input. */
  maxKpiResult: 1_000_000_000,
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

// ---------------------------------------------------------------- client: KPIs

/** A number the client tracks (steps, hours slept...). `survey`: asked on the daily reflection. */
export const kpiSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  survey: z.boolean(),
  created_at: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;
/** POST clients/kpis/ (PATCH partial). */
export const kpiWriteSchema = z.object({ name: required(100), survey: z.boolean().default(true) });
export type KpiWrite = z.input<typeof kpiWriteSchema>;
export const kpiPatchSchema = z.object({ name: required(100), survey: z.boolean() }).partial();
export type KpiPatch = z.input<typeof kpiPatchSchema>;
/** GET clients/kpis/?survey=true — `survey` keeps only those the reflection asks. */
export const kpiQuerySchema = pageQuerySchema.extend({ survey: queryBool.optional() });

export const kpiResultValue = z
  .number({ error: PULSE_MESSAGES.fillEverything })
  .int()
  .min(0)
  .max(PULSE_LIMITS.maxKpiResult);
/** POST clients/kpi-results/ {kpi, reflection, result} — sets (or replaces) one KPI's value on a reflection. */
export const kpiResultWriteSchema = z.object({ kpi: id, reflection: id, result: kpiResultValue });
export const kpiResultSchema = z.object({
  id: z.number().int(),
  kpi: z.number().int(),
  reflection: z.number().int(),
  result: z.number().int(),
});
export type KpiResult = z.infer<typeof kpiResultSchema>;

// ---------------------------------------------------------------- client: the daily reflection

/** One statement of a reflection, as asked that day (its text is kept even if the coach edits it). */
export const reflectionAnswerSchema = z.object({
  id: z.number().int(),
  question: z.number().int(),
  question_text: z.string(),
  dimension: z.number().int().nullable(),
  answer: z.number().int().min(PULSE_MIN_ANSWER).max(PULSE_MAX_ANSWER).nullable(),
});
export type ReflectionAnswer = z.infer<typeof reflectionAnswerSchema>;

/**
 * A client's reflection for one local day (a ClientSurvey). `token` addresses it in URLs
 * (/daily-reflection/{token}) and updates. The statements are fixed when it is created.
 */
export const clientReflectionSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  /** The client's local day it belongs to. */
  day: isoDay,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  survey: z.object({ id: z.number().int(), name: z.string() }),
  open_ended_question: z.string(),
  reflection: z.string(),
  private: z.boolean(),
  answers: z.array(reflectionAnswerSchema),
  /** The KPIs the reflection asks (the client's `survey` KPIs), with any value already given. */
  kpis: z.array(z.object({ kpi: z.number().int(), name: z.string(), result: z.number().int().nullable() })),
});
export type ClientReflection = z.infer<typeof clientReflectionSchema>;

/** POST clients/surveys/ {daily_survey:true} — today's reflection, created when there is none yet. */
export const dailySurveyRequestSchema = z.object({ daily_survey: z.literal(true) });

/**
 * PATCH clients/surveys/{token}/ — saves the whole reflection in one transaction and marks it
 * completed: every statement answered 1..7 and every asked KPI given, else
 * `non_field_errors: ['Make sure everything is filled out']`; the reflection text is required.
 * Saving again (the same day or later) replaces the answers.
 */
export const reflectionSaveSchema = z.object({
  answers: z
    .array(
      z.object({
        id,
        answer: z
          .number({ error: PULSE_MESSAGES.fillEverything })
          .int()
          .min(PULSE_MIN_ANSWER)
          .max(PULSE_MAX_ANSWER),
      }),
    )
    .max(200),
  kpi_results: z
    .array(z.object({ kpi: id, result: kpiResultValue }))
    .max(PULSE_LIMITS.maxKpisPerClient)
    .default([]),
  reflection: required(PULSE_LIMITS.maxReflectionLength, PULSE_MESSAGES.fillEverything),
  private: z.boolean().default(false),
});
export type ReflectionSave = z.input<typeof reflectionSaveSchema>;

/** PATCH clients/survey-answers/{id}/ — one statement's answer (the spec's per-answer update). */
export const reflectionAnswerPatchSchema = z.object({
  answer: z.number().int().min(PULSE_MIN_ANSWER).max(PULSE_MAX_ANSWER),
});

/** A past reflection in the client's history list. */
export const reflectionEntrySchema = z.object({
  id: z.number().int(),
  token: z.string(),
  day: isoDay,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  reflection: z.string(),
  private: z.boolean(),
});
export type ReflectionEntry = z.infer<typeof reflectionEntrySchema>;

/**
 * GET clients/surveys/ — `status=completed` (default): answered reflections, newest first,
 * searchable by text; `status=open`: today's reflection while it is unanswered (the shell's
 * reminder asks with limit 1).
 */
export const reflectionListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['completed', 'open']).default('completed'),
});

// ---------------------------------------------------------------- analytics

/** How far back a chart or cloud looks: one of the spec's 10/30/90/180/365 days. */
export const sinceDaysSchema = z.coerce
  .number()
  .int()
  .refine((value) => (SINCE_DAYS_OPTIONS as readonly number[]).includes(value), {
    error: `Choose one of ${SINCE_DAYS_OPTIONS.join(', ')}.`,
  })
  .default(DEFAULT_SINCE_DAYS);

export const wordCountSchema = z.object({ word: z.string(), count: z.number().int() });
export type WordCountEntry = z.infer<typeof wordCountSchema>;
/** A word cloud: the most frequent words of non-private reflections (none, below 6 words, is the caller's call). */
export const wordCloudSchema = z.object({ word_counts: z.array(wordCountSchema) });
export type WordCloud = z.infer<typeof wordCloudSchema>;

/** A point of a daily series: the local day and its value. */
export const dayPointSchema = z.object({ date: isoDay, value: z.number() });
export type DayPoint = z.infer<typeof dayPointSchema>;

/**
 * One dimension's well-being graph: per answered day, the mean answer on the 0..100 axis
 * (scoreToGraphValue); `average` is the mean over the last 7 days as a fraction 0..1 (null
 * without answers), the input of `wellBeingWord`.
 */
export const dimensionGraphSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  points: z.array(dayPointSchema),
  average: z.number().nullable(),
});
export type DimensionGraph = z.infer<typeof dimensionGraphSchema>;

/** Counts over a window: `completed` of `due` (0 of 0 is possible). */
export const completionSchema = z.object({ completed: z.number().int(), due: z.number().int() });

/**
 * GET clients/surveys/info/?since=30 — the client's /progress: exercises completed of due,
 * reflections completed of due, and a graph per dimension (those with `graph`).
 */
export const progressInfoSchema = z.object({
  since: z.number().int(),
  exercises: completionSchema,
  reflections: completionSchema,
  dimensions: z.array(dimensionGraphSchema),
});
export type ProgressInfo = z.infer<typeof progressInfoSchema>;
export const sinceQuerySchema = z.object({ since: sinceDaysSchema });

/** One KPI's chart: its values by day and the latest one. */
export const kpiChartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latest: z.number().int().nullable(),
  points: z.array(dayPointSchema),
});
export type KpiChart = z.infer<typeof kpiChartSchema>;
/** GET clients/kpis/chart_info/?since= and coaches/kpis/chart_info/?client=ID&since= */
export const kpiChartListSchema = z.array(kpiChartSchema);
export const coachKpiChartQuerySchema = z.object({ client: queryId, since: sinceDaysSchema });

/**
 * GET coaches/clients/{id}/info/?since=30 — the pulse tab: reflections completed of due, which
 * days were answered (1) or left open (0), and the dimension graphs.
 */
export const clientPulseInfoSchema = z.object({
  since: z.number().int(),
  reflections: completionSchema,
  completion: z.array(dayPointSchema),
  dimensions: z.array(dimensionGraphSchema),
});
export type ClientPulseInfo = z.infer<typeof clientPulseInfoSchema>;

/**
 * GET coaches/clients/{id}/reflections/ — the dashboard card's bar chart: the client's last
 * seven local days, oldest first, each with the mean answer of that day's reflection (1..7, null
 * when none was answered).
 */
export const sevenDayReflectionsSchema = z.array(z.object({ date: isoDay, score: z.number().nullable() }));
export type SevenDayReflections = z.infer<typeof sevenDayReflectionsSchema>;

/**
 * GET coaches/client-pulse-surveys/word_cloud/?user=ID&since=30&where=4&below=true — words of
 * the client's non-private reflections in the window; with `where`, only reflections whose mean
 * answer is at most (`below=true`) or at least (`below=false`) that score.
 */
export const coachWordCloudQuerySchema = z.object({
  user: queryId,
  since: sinceDaysSchema,
  where: z.coerce.number().int().min(PULSE_MIN_ANSWER).max(PULSE_MAX_ANSWER).optional(),
  below: queryBool.default(true),
});
/** GET clients/surveys/word_cloud/?since=365 — the client's own reflections, private ones included. */
export const clientWordCloudQuerySchema = z.object({ since: sinceDaysSchema });

/**
 * A reflection as the coach reads it. `reflection` is null when the client marked it private:
 * private text never leaves the server for a coach.
 */
export const coachReflectionEntrySchema = z.object({
  id: z.number().int(),
  day: isoDay,
  created: z.string(),
  completed_at: z.string().nullable(),
  full_name: z.string(),
  open_ended_question: z.string(),
  reflection: z.string().nullable(),
  private: z.boolean(),
  answers: z.array(z.object({ question_text: z.string(), answer: z.number().int().nullable() })),
});
export type CoachReflectionEntry = z.infer<typeof coachReflectionEntrySchema>;
/** GET coaches/client-pulse-surveys/?user=ID&search=&limit=4 — answered reflections, newest first. */
export const coachReflectionQuerySchema = pageQuerySchema.extend({
  user: queryId,
  search: z.string().trim().max(200).optional(),
});

/** GET coaches/cohorts/{id}/info/?since=30 (the cohort info schema lives in schemas/clients). */
export const cohortInfoQuerySchema = z.object({ since: sinceDaysSchema });

// ---------------------------------------------------------------- coach: notices

/** An in-app notice to a coach: a client struggling on a dimension (score ≤ 3 two reflections in a row). */
export const coachNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.literal('struggling'),
  client: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  dimension: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The day the struggle began and the day it was noticed (client's local days). */
  episode_start: isoDay,
  day: isoDay,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type CoachNotice = z.infer<typeof coachNoticeSchema>;
/** GET coaches/notices/?unread=true */
export const coachNoticeQuerySchema = pageQuerySchema.extend({ unread: queryBool.optional() });
/** PATCH coaches/notices/{id}/ {read:true} — dismisses it. */
export const coachNoticePatchSchema = z.object({ read: z.boolean() });
