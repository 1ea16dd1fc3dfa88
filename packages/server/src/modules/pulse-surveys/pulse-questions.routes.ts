import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  paginatedSchema,
  pulseConstructQuerySchema,
  pulseConstructSchema,
  pulseQuestionPatchSchema,
  pulseQuestionQuerySchema,
  pulseQuestionSchema,
  pulseQuestionWriteSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as questions from './pulse-questions.service';

const params = idParams;
/** PUT sends the statement's text at least; a statement stays in its survey. */
const pulseQuestionPutSchema = pulseQuestionPatchSchema.extend({
  question: pulseQuestionWriteSchema.shape.question,
});
const tags = ['pulse surveys'];

/** A pulse survey's statements (coaches/pulse-questions/) and their constructs (coaches/pulse-constructs/). */
export function pulseQuestionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/pulse-questions/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: "A pulse survey's statements (`construct__pulse_survey`), in the survey's order",
          querystring: pulseQuestionQuerySchema,
          response: { 200: paginatedSchema(pulseQuestionSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const surveyId = request.query.construct__pulse_survey;
        const page = await questions.listQuestions(ctx, actor, surveyId, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/pulse-questions/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Add a statement to a pulse survey the coach owns',
          body: pulseQuestionWriteSchema,
          response: { 201: pulseQuestionSchema },
        },
      },
      async (request, reply) => {
        const question = await questions.createQuestion(ctx, requireActor(request), request.body);
        return reply.code(201).send(question);
      },
    );

    app.get(
      '/coaches/pulse-questions/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: { tags, summary: 'One statement', params, response: { 200: pulseQuestionSchema } },
      },
      async (request) => questions.getQuestion(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', pulseQuestionPutSchema],
      ['PATCH', pulseQuestionPatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/pulse-questions/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Change a statement of a pulse survey the coach owns',
          params,
          body,
          response: { 200: pulseQuestionSchema },
        },
        handler: async (request) =>
          questions.updateQuestion(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/pulse-questions/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Delete a statement (past reflections keep it)',
          params,
        },
      },
      async (request, reply) => {
        await questions.deleteQuestion(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/pulse-constructs/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: "The construct labels of a pulse survey's statements (`pulse_survey`), by name",
          querystring: pulseConstructQuerySchema,
          response: { 200: paginatedSchema(pulseConstructSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await questions.listConstructs(ctx, actor, request.query.pulse_survey, window);
        return pageOf(request, window, page.count, page.results);
      },
    );
  };
}
