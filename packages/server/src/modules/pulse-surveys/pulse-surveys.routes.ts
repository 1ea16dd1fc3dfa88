import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  pageQuerySchema,
  paginatedSchema,
  pulseSurveyCreateSchema,
  pulseSurveyPatchSchema,
  pulseSurveySchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import { pulseDimensionsRoutes } from './pulse-dimensions.routes';
import { pulseQuestionsRoutes } from './pulse-questions.routes';
import * as surveys from './pulse-surveys.service';

const params = idParams;
/** PUT replaces the settings it sends, like DRF: the name at least (PATCH may leave it out). */
const pulseSurveyPutSchema = pulseSurveyPatchSchema.extend({ name: pulseSurveyCreateSchema.shape.name });
const tags = ['pulse surveys'];

/** The coach's pulse surveys (coaches/pulse-surveys/), their dimensions, statements and constructs. */
export function pulseSurveysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/pulse-surveys/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: "The coach's pulse surveys, their company's managed ones and the default one, by name",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(pulseSurveySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await surveys.listPulseSurveys(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/pulse-surveys/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Create a pulse survey owned by the coach',
          body: pulseSurveyCreateSchema,
          response: { 201: pulseSurveySchema },
        },
      },
      async (request, reply) => {
        const survey = await surveys.createPulseSurvey(ctx, requireActor(request), request.body);
        return reply.code(201).send(survey);
      },
    );

    app.get(
      '/coaches/pulse-surveys/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: { tags, summary: 'One pulse survey', params, response: { 200: pulseSurveySchema } },
      },
      async (request) => surveys.getPulseSurvey(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', pulseSurveyPutSchema],
      ['PATCH', pulseSurveyPatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/pulse-surveys/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Change a pulse survey the coach owns (managed and default ones are read-only)',
          params,
          body,
          response: { 200: pulseSurveySchema },
        },
        handler: async (request) =>
          surveys.updatePulseSurvey(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/pulse-surveys/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Delete a pulse survey the coach owns (400 while a habit program uses it)',
          params,
        },
      },
      async (request, reply) => {
        await surveys.deletePulseSurvey(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    await app.register(pulseDimensionsRoutes(ctx));
    await app.register(pulseQuestionsRoutes(ctx));
  };
}
