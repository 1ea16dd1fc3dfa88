import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  kpiPatchSchema,
  kpiQuerySchema,
  kpiResultSchema,
  kpiResultWriteSchema,
  kpiSchema,
  kpiWriteSchema,
  LIST_LIMIT,
  paginatedSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as kpis from './kpis.service';

const params = idParams;
const tags = ['kpis'];

/** The client's KPIs and their values on reflections (clients/kpis/, clients/kpi-results/). */
export function kpisRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/kpis/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'The client’s KPIs by creation; `survey=true` keeps those the reflection asks',
          querystring: kpiQuerySchema,
          response: { 200: paginatedSchema(kpiSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const actor = requireActor(request);
        const { count, results } = await kpis.listKpis(ctx, actor, request.query.survey, window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/kpis/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'Track a new KPI', body: kpiWriteSchema, response: { 201: kpiSchema } },
      },
      async (request, reply) => {
        const kpi = await kpis.createKpi(ctx, requireActor(request), request.body);
        return reply.code(201).send(kpi);
      },
    );

    app.get(
      '/clients/kpis/:id/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'One of the client’s KPIs', params, response: { 200: kpiSchema } },
      },
      async (request) => kpis.getKpi(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/clients/kpis/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Rename a KPI or change whether the reflection asks it',
          params,
          body: kpiPatchSchema,
          response: { 200: kpiSchema },
        },
      },
      async (request) => kpis.updateKpi(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/clients/kpis/:id/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'Delete a KPI and all its values', params },
      },
      async (request, reply) => {
        await kpis.deleteKpi(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/clients/kpi-results/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Set (or replace) a KPI’s value on one of the client’s reflections',
          body: kpiResultWriteSchema,
          response: { 201: kpiResultSchema },
        },
      },
      async (request, reply) => {
        const result = await kpis.recordKpiResult(ctx, requireActor(request), request.body);
        return reply.code(201).send(result);
      },
    );
  };
}
