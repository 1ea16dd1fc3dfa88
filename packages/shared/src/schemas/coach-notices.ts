import { z } from 'zod';
import { isoDay, queryBool } from './fields';
import { pageQuerySchema } from './paging';

/* In-app notices to a coach, raised by the pulse surveys' struggling rule. */

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
