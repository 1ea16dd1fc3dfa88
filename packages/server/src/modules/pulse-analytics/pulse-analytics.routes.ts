import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientPulseInfoSchema,
  clientWordCloudQuerySchema,
  coachKpiChartQuerySchema,
  coachReflectionEntrySchema,
  coachReflectionQuerySchema,
  coachWordCloudQuerySchema,
  DEFAULT_PAGE_SIZE,
  kpiChartListSchema,
  paginatedSchema,
  progressInfoSchema,
  sevenDayReflectionsSchema,
  sinceQuerySchema,
  wordCloudSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as analytics from './pulse-analytics.service';

/** A client is addressed by their user id. */
const clientParams = idParams;
const tags = ['pulse analytics'];

/** Charts and word clouds over reflections, for clients and their coaches (cohorts: cohorts module). */
export function pulseAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/surveys/info/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The client's /progress: exercises and reflections completed of due, dimension graphs",
          querystring: sinceQuerySchema,
          response: { 200: progressInfoSchema },
        },
      },
      async (request) => analytics.progressInfo(ctx, requireActor(request), request.query.since),
    );

    app.get(
      '/clients/surveys/word_cloud/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The words of the client's own reflections (private ones included)",
          querystring: clientWordCloudQuerySchema,
          response: { 200: wordCloudSchema },
        },
      },
      async (request) => analytics.ownWordCloud(ctx, requireActor(request), request.query.since),
    );

    app.get(
      '/clients/kpis/chart_info/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The client's KPIs with their values by day and the latest one",
          querystring: sinceQuerySchema,
          response: { 200: kpiChartListSchema },
        },
      },
      async (request) => analytics.ownKpiCharts(ctx, requireActor(request), request.query.since),
    );

    app.get(
      '/coaches/clients/:id/info/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's pulse tab: reflections answered of given, by day, and dimension graphs",
          params: clientParams,
          querystring: sinceQuerySchema,
          response: { 200: clientPulseInfoSchema },
        },
      },
      async (request) =>
        analytics.clientPulseInfo(ctx, requireActor(request), request.params.id, request.query.since),
    );

    app.get(
      '/coaches/clients/:id/reflections/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's mean answer on each of their last seven days, oldest first",
          params: clientParams,
          response: { 200: sevenDayReflectionsSchema },
        },
      },
      async (request) => analytics.sevenDayReflections(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/coaches/kpis/chart_info/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's KPI charts",
          querystring: coachKpiChartQuerySchema,
          response: { 200: kpiChartListSchema },
        },
      },
      async (request) =>
        analytics.clientKpiCharts(ctx, requireActor(request), request.query.client, request.query.since),
    );

    app.get(
      '/coaches/client-pulse-surveys/word_cloud/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "The words of a client's non-private reflections, optionally by score",
          querystring: coachWordCloudQuerySchema,
          response: { 200: wordCloudSchema },
        },
      },
      async (request) => analytics.clientWordCloud(ctx, requireActor(request), request.query),
    );

    app.get(
      '/coaches/client-pulse-surveys/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's answered reflections, newest first (private text withheld)",
          querystring: coachReflectionQuerySchema,
          response: { 200: paginatedSchema(coachReflectionEntrySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const { count, results } = await analytics.clientReflections(ctx, actor, request.query, window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
