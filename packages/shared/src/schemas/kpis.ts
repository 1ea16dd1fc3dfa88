import { z } from 'zod';
import { PULSE_MESSAGES } from '../messages';
import { id, queryBool, required } from './fields';
import { pageQuerySchema } from './paging';
import { KPI_LIMITS, KPI_VALUE_MESSAGES, kpiDecimalsAllowed } from '../rules/kpi-value';

/* A client's KPIs: the numbers they track and the values they give on a daily reflection. */

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

/** A KPI's value: the limits of the typed value's rule (rules/kpi-value.ts), 6.5 as well as 7. */
export const kpiResultValue = z
  .number({ error: PULSE_MESSAGES.fillEverything })
  .min(KPI_LIMITS.min, { error: KPI_VALUE_MESSAGES.outOfRange })
  .max(KPI_LIMITS.max, { error: KPI_VALUE_MESSAGES.outOfRange })
  .refine(kpiDecimalsAllowed, { error: KPI_VALUE_MESSAGES.tooManyDecimals });
/** POST clients/kpi-results/ {kpi, reflection, result} — sets (or replaces) one KPI's value on a reflection. */
export const kpiResultWriteSchema = z.object({ kpi: id, reflection: id, result: kpiResultValue });
export const kpiResultSchema = z.object({
  id: z.number().int(),
  kpi: z.number().int(),
  reflection: z.number().int(),
  result: z.number(),
});
export type KpiResult = z.infer<typeof kpiResultSchema>;
