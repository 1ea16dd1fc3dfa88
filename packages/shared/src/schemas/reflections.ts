import { z } from 'zod';
import { PULSE_MESSAGES } from '../messages';
import { PULSE_MAX_ANSWER, PULSE_MIN_ANSWER } from '../rules/pulse-scores';
import { id, isoDay, queryId, required } from './fields';
import { kpiResultValue } from './kpis';
import { pageQuerySchema } from './paging';
import { PULSE_LIMITS } from './pulse-surveys';

/* The client's daily reflection (a ClientSurvey), its history, and reflections as the coach reads them. */

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
  kpis: z.array(z.object({ kpi: z.number().int(), name: z.string(), result: z.number().nullable() })),
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

// ---------------------------------------------------------------- coach: reading reflections

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
