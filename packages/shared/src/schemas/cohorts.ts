import { z } from 'zod';
import { id, name } from './fields';

/* A coach's cohorts (named groups of their clients), their members, and a cohort's pulse info. */

export const cohortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_count: z.number().int(),
  created_at: z.string(),
});
export type Cohort = z.infer<typeof cohortSchema>;

export const cohortWriteSchema = z.object({ name: name.max(100) });

/** POST client-cohorts — `client` is the client's user id. */
export const clientCohortSchema = z.object({ client: id, cohort: id });
export type ClientCohortInput = z.infer<typeof clientCohortSchema>;

export const cohortMemberSchema = z.object({
  id: z.number().int(),
  cohort: z.number().int(),
  client: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
  }),
});
export type CohortMember = z.infer<typeof cohortMemberSchema>;

/** GET coaches/cohorts/{id}/info/ — chart series and word counts (filled by the pulse module). */
export const cohortInfoSchema = z.object({
  series: z.array(
    z.object({
      name: z.string(),
      color: z.string(),
      points: z.array(z.object({ date: z.string(), value: z.number() })),
    }),
  ),
  word_counts: z.array(z.object({ word: z.string(), count: z.number().int() })),
  reflections: z.array(z.object({ full_name: z.string(), reflection: z.string(), created: z.string() })),
});
export type CohortInfo = z.infer<typeof cohortInfoSchema>;
