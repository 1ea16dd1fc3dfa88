import type { z } from 'zod';
import {
  type ClientPulseInfo,
  type coachReflectionQuerySchema,
  type coachWordCloudQuerySchema,
  type KpiChart,
  type ProgressInfo,
  type SevenDayReflections,
  type WordCloud,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { containsPattern } from '../../lib/search';
import { loadCoachedClient } from '../../lib/access';
import { mayReadOwnPulse } from './pulse-analytics.policy';
import { presentCoachReflection, presentDimensionGraph, presentKpiChart } from './pulse-analytics.presenter';
import * as repo from './pulse-analytics.repo';

/*
 * Charts, word clouds and lists built on daily reflections (docs/decisions/007-pulse-surveys.md).
 * - The client's own (clients/...): a client whose coach allows progress or self reflection; 403
 *   otherwise, and for users without a client profile. Their word cloud includes their private
 *   reflections: the text is theirs.
 * - The coach's (coaches/...): a coach licence (403), and the client must be their own (anyone
 *   else's client, or a user who is no client, answers 404). Private text never reaches a coach:
 *   the SQL leaves it out of lists, clouds and searches; the ratings and KPIs still count.
 * - Windows are the client's last `since` local days, today included; only answered reflections
 *   count, except in the completion figures (answered of given).
 */

type CoachWordCloudQuery = z.output<typeof coachWordCloudQuerySchema>;
type CoachReflectionQuery = z.output<typeof coachReflectionQuerySchema>;

/** The caller as a client who may read their own analytics; 403 otherwise. */
async function ownPulseReader(ctx: AppContext, actor: Actor): Promise<number> {
  if (!mayReadOwnPulse(await repo.findClientFlags(ctx.db, actor.userId))) throw forbidden();
  return actor.userId;
}

/** One of the coach's own clients, by user id; anyone else (or no client) answers 404. */
async function coachedClient(ctx: AppContext, actor: Actor, userId: number): Promise<number> {
  requireCoach(actor);
  await loadCoachedClient(ctx.db, actor, { userId });
  return userId;
}

async function dimensions(ctx: AppContext, userId: number, since: number) {
  return (await repo.dimensionGraphs(ctx.db, userId, since)).map(presentDimensionGraph);
}

const completion = ([completed, due]: [number, number]) => ({ completed, due });

/** The client's /progress: exercises and reflections completed of due, and the dimension graphs. */
export async function progressInfo(ctx: AppContext, actor: Actor, since: number): Promise<ProgressInfo> {
  const userId = await ownPulseReader(ctx, actor);
  const counts = await repo.completionCounts(ctx.db, userId, since);
  return {
    since,
    exercises: completion(counts.exercises),
    reflections: completion(counts.reflections),
    dimensions: await dimensions(ctx, userId, since),
  };
}

/** The words of the client's own answered reflections in the window. */
export async function ownWordCloud(ctx: AppContext, actor: Actor, since: number): Promise<WordCloud> {
  const userId = await ownPulseReader(ctx, actor);
  return { word_counts: await repo.ownWordCounts(ctx.db, userId, since) };
}

/** The client's KPI charts. */
export async function ownKpiCharts(ctx: AppContext, actor: Actor, since: number): Promise<KpiChart[]> {
  const userId = await ownPulseReader(ctx, actor);
  return (await repo.kpiCharts(ctx.db, userId, since)).map(presentKpiChart);
}

/** A client's pulse tab for their coach: completion, which days were answered, the dimension graphs. */
export async function clientPulseInfo(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
  since: number,
): Promise<ClientPulseInfo> {
  const userId = await coachedClient(ctx, actor, clientId);
  const counts = await repo.completionCounts(ctx.db, userId, since);
  return {
    since,
    reflections: completion(counts.reflections),
    completion: await repo.completionPoints(ctx.db, userId, since),
    dimensions: await dimensions(ctx, userId, since),
  };
}

/** A client's mean answer on each of their last seven local days (the dashboard card's bars). */
export async function sevenDayReflections(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
): Promise<SevenDayReflections> {
  const userId = await coachedClient(ctx, actor, clientId);
  return repo.sevenDayScores(ctx.db, userId);
}

/** A client's KPI charts for their coach. */
export async function clientKpiCharts(ctx: AppContext, actor: Actor, clientId: number, since: number) {
  const userId = await coachedClient(ctx, actor, clientId);
  return (await repo.kpiCharts(ctx.db, userId, since)).map(presentKpiChart);
}

/** The words of a client's non-private reflections, optionally only those scoring below/above `where`. */
export async function clientWordCloud(
  ctx: AppContext,
  actor: Actor,
  query: CoachWordCloudQuery,
): Promise<WordCloud> {
  const userId = await coachedClient(ctx, actor, query.user);
  const score = query.where === undefined ? undefined : { where: query.where, below: query.below };
  return { word_counts: await repo.coachWordCounts(ctx.db, repo.oneUser(userId), query.since, score) };
}

/** A page of a client's answered reflections, newest first, private text withheld. */
export async function clientReflections(
  ctx: AppContext,
  actor: Actor,
  query: CoachReflectionQuery,
  window: PageWindow,
) {
  const userId = await coachedClient(ctx, actor, query.user);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const { rows, count } = await repo.listCoachReflections(ctx.db, userId, pattern, window);
  return { count, results: rows.map(presentCoachReflection) };
}
