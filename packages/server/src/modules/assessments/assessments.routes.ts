import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentBreakDownSchema,
  assessmentSchema,
  attributeSummarySchema,
  clientAssessmentSchema,
  LIST_LIMIT,
  pageQuerySchema,
  paginatedSchema,
  TAKEN_ASSESSMENTS_LIMIT,
  takenAssessmentQuerySchema,
  takenAssessmentSchema,
  uuidParamsSchema,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as assessments from './assessments.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['assessments'];

/** The coach's assessment library and results, and the client's own results. */
export function assessmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/assessments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "The assessment library and the coach's own assessments, with attributes and questions",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(assessmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, LIST_LIMIT, LIST_LIMIT);
        const { count, results } = await assessments.listAssessments(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/coaches/assessment-attributes/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'The attributes a custom assessment may be built from',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(attributeSummarySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, LIST_LIMIT, LIST_LIMIT);
        const { count, results } = await assessments.listAttributes(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/coaches/taken-assessments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary:
            "Completed assessments of the coach's clients and of visitors who shared them, newest first",
          querystring: takenAssessmentQuerySchema,
          response: { 200: paginatedSchema(takenAssessmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, TAKEN_ASSESSMENTS_LIMIT, LIST_LIMIT);
        const { count, results } = await assessments.listTakenForCoach(
          ctx,
          requireActor(request),
          request.query.search || undefined,
          window,
        );
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/coaches/taken-assessments/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'One completed assessment the coach may see',
          params: idParams,
          response: { 200: takenAssessmentSchema },
        },
      },
      async (request) => assessments.getTakenForCoach(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/coaches/taken-assessments/:id/break_down/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Scores per attribute and the full report of a completed assessment',
          params: idParams,
          response: { 200: assessmentBreakDownSchema },
        },
      },
      async (request) => assessments.breakDownForCoach(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/clients/assessments/',
      {
        // Self-scoped: anyone signed in gets their own results (a coach has none), like the journal.
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The client's completed assessments, newest first",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(clientAssessmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, LIST_LIMIT, LIST_LIMIT);
        const { count, results } = await assessments.listClientAssessments(
          ctx,
          requireActor(request),
          window,
        );
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/clients/assessments/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'One of the client’s completed assessments, by its uuid',
          params: uuidParamsSchema,
          response: { 200: clientAssessmentSchema },
        },
      },
      async (request) => assessments.getClientAssessment(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/clients/assessments/:id/break_down/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Scores per attribute and the full report of one of the client’s assessments',
          params: uuidParamsSchema,
          response: { 200: assessmentBreakDownSchema },
        },
      },
      async (request) => assessments.breakDownForClient(ctx, requireActor(request), request.params.id),
    );
  };
}
