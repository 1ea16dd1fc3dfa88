import { z } from 'zod';
import { id } from './fields';
import {
  ANALYTICS_BATCH_MAX,
  USAGE_DEFAULT_DAYS,
  USAGE_MAX_DAYS,
  ANALYTICS_MESSAGES,
} from '../constants/analytics';

/*
 * Usage analytics of our own (spec: "Analytics event reports are posted to an internal service
 * {event, type, device_id, user_id, path}"; issue 20; docs/decisions/024-usage-analytics.md).
 */

/** An event's name or type: a short word, never free text. */
const eventWord = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.:-]+$/, ANALYTICS_MESSAGES.name);

/**
 * One event report. `user_id` is accepted as the spec sends it but never trusted: the server
 * takes the user from the session's token. `device_id` is an opaque id the browser made up (a
 * random UUID kept in local storage).
 */
export const analyticsEventSchema = z.object({
  event: eventWord,
  type: eventWord,
  device_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, ANALYTICS_MESSAGES.deviceId),
  user_id: id.nullable().optional(),
  path: z.string().max(500).startsWith('/', ANALYTICS_MESSAGES.path),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** A batch of events: 1 to ANALYTICS_BATCH_MAX. */
const analyticsBatchSchema = z
  .array(analyticsEventSchema)
  .min(1, ANALYTICS_MESSAGES.batch)
  .max(ANALYTICS_BATCH_MAX, ANALYTICS_MESSAGES.batch);

/**
 * POST analytics/events/: one event, or a batch of up to ANALYTICS_BATCH_MAX. Not a plain
 * `z.union`: when neither shape matches, a union reports only "invalid input", while the sender
 * needs the field errors of the shape it sent (`{path: [...]}` for an event, `{"1": [...]}` for
 * the second of a batch).
 */
export const analyticsReportSchema = z
  .union([z.looseObject({}), z.array(z.unknown())], { error: ANALYTICS_MESSAGES.batch })
  .describe(
    `One event {event, type, device_id, user_id?, path}, or a list of 1 to ${ANALYTICS_BATCH_MAX} of them.`,
  )
  .transform((value, ctx): AnalyticsEvent | AnalyticsEvent[] => {
    const result = (Array.isArray(value) ? analyticsBatchSchema : analyticsEventSchema).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type AnalyticsReport = z.output<typeof analyticsReportSchema>;

/** GET coaches/usage/ and owners/usage/: the window, in local days. */
export const usageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(USAGE_MAX_DAYS).default(USAGE_DEFAULT_DAYS),
});

/** Clients who used the app on a local day (YYYY-MM-DD in the viewer's time zone). */
export const activeClientsDaySchema = z.object({ day: z.string(), count: z.number().int() });
/** A screen (normalised path) and how often it was opened in the window. */
export const screenViewsSchema = z.object({ path: z.string(), views: z.number().int() });

/**
 * The usage report: every day of the window, oldest first (0 when nobody came), and the
 * most-used screens, most views first.
 */
export const usageReportSchema = z.object({
  active_clients: z.array(activeClientsDaySchema),
  top_screens: z.array(screenViewsSchema),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
