import { analyticsPath, ANALYTICS_MESSAGES, type AnalyticsReport, type UsageReport } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import {
  browserRefusesTracking,
  coachUsageScope,
  companyUsageScope,
  mayRecord,
  type PrivacyHeaders,
  type UsageScope,
} from './analytics.policy';
import * as repo from './analytics.repo';

/*
 * Usage analytics of our own (spec: event reports {event, type, device_id, user_id, path};
 * issue 20; docs/decisions/024-usage-analytics.md). The privacy rules:
 * - events go to our API and our PostgreSQL only: no third-party tracker, no cookie, no IP
 *   address, no user agent, no referrer is stored; an event is {event, type, device_id, user,
 *   company, path, time};
 * - nothing is stored (the answer is still 204, so a browser learns nothing from it) when the
 *   request says `DNT: 1` or `Sec-GPC: 1`, when the signed-in user has turned "Share usage
 *   statistics" off (users.allow_analytics), or when an admin or owner is acting as the user;
 *   the web tracker does not even send when the browser asks not to be tracked;
 * - the user is the session's, never the body's `user_id` (accepted for the spec, ignored): a
 *   report cannot be made in someone else's name; a visitor's events have no user;
 * - the company is the user's company when the event comes, so an owner's chart stays with the
 *   company the client was in;
 * - paths are kept as routes (analyticsPath, packages/shared/src/rules/analytics-path.ts): no
 *   query string or fragment, ids and tokens as `:id`;
 * - reports are limited per IP address (ANALYTICS_LIMIT_PER_IP a minute), counted before the
 *   body is read;
 * - events older than RETENTION_MONTHS (13) months are deleted by a minute job (analytics.jobs.ts);
 *   an account's deletion takes its events with it (foreign key);
 * - usage is read in aggregate only: clients per day and views per screen, never one person's
 *   trail. A coach reads their own clients' (client_profiles.coach_id, as lib/access.ts defines
 *   a coach's clients), an owner the clients of their company; anyone else 403. Days are the
 *   viewer's local days.
 */

/** Reports one IP address may send per window, and the window. */
export const ANALYTICS_LIMIT_PER_IP = 120;
export const ANALYTICS_WINDOW_SECONDS = 60;
/** How long events are kept. */
export const RETENTION_MONTHS = 13;
/** Events the retention job deletes at most per run. */
export const RETENTION_BATCH = 10_000;

/** Throttles POST analytics/events/ per IP address, before the body is validated. */
export async function limitReports(ctx: AppContext, ip: string): Promise<void> {
  const hits = await countHit(ctx.db, `analytics:ip:${ip}`, ANALYTICS_WINDOW_SECONDS);
  if (hits.count > ANALYTICS_LIMIT_PER_IP)
    throw tooManyRequests(ANALYTICS_MESSAGES.throttled, hits.retryAfter);
}

/** POST analytics/events/: stores the report's events, unless the privacy rules above say not to. */
export async function recordReport(
  ctx: AppContext,
  actor: Actor | null,
  report: AnalyticsReport,
  headers: PrivacyHeaders,
): Promise<{ stored: number }> {
  const refuses = browserRefusesTracking(headers);
  // No lookup for a browser that refuses: nothing about the user is read for a report not kept.
  const account = actor && !refuses ? await repo.findRecordingFacts(ctx.db, actor.userId) : undefined;
  if (!mayRecord(actor, account, refuses)) return { stored: 0 };
  const events = (Array.isArray(report) ? report : [report]).map((event) => ({
    event: event.event,
    type: event.type,
    deviceId: event.device_id,
    userId: actor?.userId ?? null,
    companyId: account?.companyId ?? null,
    path: analyticsPath(event.path),
  }));
  await repo.insertEvents(ctx.db, events);
  return { stored: events.length };
}

async function usageOf(ctx: AppContext, actor: Actor, scope: UsageScope | null, days: number) {
  if (!scope) throw forbidden();
  return {
    active_clients: await repo.activeClientsByDay(ctx.db, actor.userId, days, scope),
    top_screens: await repo.topScreens(ctx.db, actor.userId, days, scope),
  } satisfies UsageReport;
}

/** GET coaches/usage/: the coach's own clients' usage over the last `days` local days. */
export const coachUsage = (ctx: AppContext, actor: Actor, days: number): Promise<UsageReport> =>
  usageOf(ctx, actor, coachUsageScope(actor), days);

/** GET owners/usage/: the usage of the owner's company's clients over the last `days` local days. */
export const companyUsage = (ctx: AppContext, actor: Actor, days: number): Promise<UsageReport> =>
  usageOf(ctx, actor, companyUsageScope(actor), days);

/** The retention job's run: deletes a batch of events past RETENTION_MONTHS; idempotent. */
export function deleteExpiredEvents(db: DbOrTx): Promise<number> {
  return repo.deleteEventsOlderThan(db, RETENTION_MONTHS, RETENTION_BATCH);
}
