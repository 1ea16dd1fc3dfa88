import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentBreakDownSchema,
  createLeadAssessmentSchema,
  leadAssessmentSchema,
  publicCoachAssessmentSchema,
  takeableAssessmentSchema,
  uuidParamsSchema,
  idParams,
  queryIdField,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import * as leads from './lead-assessments.service';

const tags = ['lead assessments'];

/** The public lead funnel: no account needed (the GraphQL half is assessments.graphql.ts). */
export function leadAssessmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/assessments/:id/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'The free assessment (id 64) to take without a link; any other id is 404',
          params: idParams,
          response: { 200: takeableAssessmentSchema },
        },
      },
      async (request) => leads.getFreeAssessment(ctx, request.params.id),
    );

    app.get(
      '/coach-assessments/:id/:link/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "A coach's running assessment by its public link (403 past a free plan's monthly results)",
          params: z.object({ id: queryIdField, link: z.uuid() }),
          response: { 200: publicCoachAssessmentSchema },
        },
      },
      async (request) => leads.getPublicRunning(ctx, request.params.id, request.params.link),
    );

    app.post(
      '/lead-assessments/',
      {
        config: { audience: 'anyone' },
        // Counted before the body is read, so refused attempts count too.
        preValidation: async (request) => leads.limitPublicCall(ctx, 'save', request.ip),
        schema: {
          tags,
          summary: 'Save a finished public survey (a visitor gives their name and e-mail); answers its uuid',
          body: createLeadAssessmentSchema,
          response: { 201: z.object({ uuid: z.string() }) },
        },
      },
      async (request, reply) => {
        const saved = await leads.createLeadAssessment(ctx, request.actor, request.body);
        return reply.code(201).send(saved);
      },
    );

    app.get(
      '/lead-assessments/:id/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'A public result by its uuid: who, when, the call to action and whether it may be shared',
          params: uuidParamsSchema,
          response: { 200: leadAssessmentSchema },
        },
      },
      async (request) => leads.getLeadAssessment(ctx, request.params.id),
    );

    app.get(
      '/lead-assessments/:id/break_down/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Scores per attribute and the full report of a public result, by its uuid',
          params: uuidParamsSchema,
          response: { 200: assessmentBreakDownSchema },
        },
      },
      async (request) => leads.leadBreakDown(ctx, request.params.id),
    );
  };
}
