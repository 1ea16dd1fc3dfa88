import { z } from 'zod';
import {
  DEFAULT_SINCE_DAYS,
  PULSE_MAX_ANSWER,
  PULSE_MIN_ANSWER,
  SINCE_DAYS_OPTIONS,
} from '../rules/pulse-scores';
import { isoDay, queryBool, queryId } from './fields';

/* What clients and coaches read from pulse answers: graphs, KPI charts, word clouds, completion. */

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
  latest: z.number().nullable(),
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

/** GET coaches/cohorts/{id}/info/?since=30 (the cohort info schema lives in schemas/cohorts). */
export const cohortInfoQuerySchema = z.object({ since: sinceDaysSchema });
