import { z } from 'zod';

/** What the client pickers need of a habit program (the habit module adds the rest). */
export const habitProgramSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_exercises: z.number().int(),
  assign_all: z.boolean(),
  max_number_of_allowed_groups: z.number().int(),
  pulse_survey: z.number().int().nullable(),
  /** false for company-managed programs, which coaches may use but not change. */
  editable: z.boolean(),
});
export type HabitProgramSummary = z.infer<typeof habitProgramSummarySchema>;

export const pulseSurveySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_num_questions: z.number().int(),
  editable: z.boolean(),
});
export type PulseSurveySummary = z.infer<typeof pulseSurveySummarySchema>;

export const courseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  public: z.boolean(),
  published: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
