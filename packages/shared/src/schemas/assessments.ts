import { z } from 'zod';
import { id } from './fields';
import { pageQuerySchema } from './paging';

/*
 * Assessments (spec coach side sections 3 and 7, client side sections 3 and 7): the library, a
 * taken assessment and its break-down (scored by rules/assessment-scoring.ts).
 */

export const assessmentQuestionSchema = z.object({ id, question: z.string() });

export const assessmentAttributeSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  questions: z.array(assessmentQuestionSchema),
});
export type AssessmentAttribute = z.infer<typeof assessmentAttributeSchema>;

/** An assessment of the library or a coach's own (spec: Assessment). */
export const assessmentSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  public: z.boolean(),
  attributes: z.array(assessmentAttributeSchema),
  num_of_questions: z.number().int(),
  /** Whether the caller may change or delete it (their own custom assessment). */
  editable: z.boolean(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** An attribute as the custom-assessment form lists it. */
export const attributeSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  num_of_questions: z.number().int(),
});
export type AttributeSummary = z.infer<typeof attributeSummarySchema>;

export const takenAssessmentQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** A taken assessment in the coach's results list (spec: Taken assessment). */
export const takenAssessmentSchema = z.object({
  id,
  full_name: z.string(),
  email_address: z.string(),
  created_at: z.string(),
  assessment: z.string(),
  /** A visitor's result (a lead) rather than a client's. */
  lead: z.boolean(),
});
export type TakenAssessment = z.infer<typeof takenAssessmentSchema>;

/** A client's own taken assessment (spec client side: uuid, assessment, created_at). */
export const clientAssessmentSchema = z.object({
  uuid: z.string(),
  assessment: z.object({ id, name: z.string() }),
  created_at: z.string(),
});
export type ClientAssessment = z.infer<typeof clientAssessmentSchema>;

export const assessmentBandSchema = z.enum(['low', 'moderate', 'high']);

/** The result of one attribute: its 0-100 score, band and report text. */
export const attributeResultSchema = z.object({
  id,
  name: z.string(),
  score: z.number().int().nullable(),
  band: assessmentBandSchema.nullable(),
  answered: z.number().int(),
  questions: z.number().int(),
  report: z.string(),
});

/** GET .../break_down/: who took what, when, and the scores with the full report. */
export const assessmentBreakDownSchema = z.object({
  assessment: z.object({ id, name: z.string(), description: z.string() }),
  full_name: z.string(),
  created_at: z.string(),
  overall: z.number().int().nullable(),
  attributes: z.array(attributeResultSchema),
});
export type AssessmentBreakDown = z.infer<typeof assessmentBreakDownSchema>;

export const uuidParamsSchema = z.object({ id: z.uuid() });
