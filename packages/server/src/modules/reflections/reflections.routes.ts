import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientReflectionSchema,
  dailySurveyRequestSchema,
  DEFAULT_PAGE_SIZE,
  paginatedSchema,
  reflectionAnswerPatchSchema,
  reflectionAnswerSchema,
  reflectionEntrySchema,
  reflectionListQuerySchema,
  reflectionSaveSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { writeContext, writtenAt } from '../../lib/offline-writes';
import { pageOf, pageWindow } from '../../lib/pagination';
import { kpisRoutes } from './kpis.routes';
import * as reflections from './reflections.service';

const tokenParams = z.object({ token: z.string().min(1).max(64) });
const tags = ['reflections'];

/** The client's daily reflection, history and KPIs. */
export function reflectionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(kpisRoutes(ctx));

    app.post(
      '/clients/surveys/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Today’s reflection, created when there is none yet (201) or as it is (200)',
          body: dailySurveyRequestSchema,
          response: { 200: clientReflectionSchema, 201: clientReflectionSchema },
        },
      },
      async (request, reply) => {
        const { created, reflection } = await reflections.openTodaysReflection(ctx, requireActor(request));
        return reply.code(created ? 201 : 200).send(reflection);
      },
    );

    app.get(
      '/clients/surveys/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Answered reflections newest first (searchable), or today’s while unanswered',
          querystring: reflectionListQuerySchema,
          response: { 200: paginatedSchema(reflectionEntrySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const { count, results } = await reflections.listReflections(ctx, actor, request.query, window);
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/clients/surveys/:token/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'One of the client’s reflections',
          params: tokenParams,
          response: { 200: clientReflectionSchema },
        },
      },
      async (request) => reflections.getReflection(ctx, requireActor(request), request.params.token),
    );

    app.patch(
      '/clients/surveys/:token/',
      {
        config: { audience: 'client', idempotent: true },
        schema: {
          tags,
          summary: 'Save a whole reflection: every statement, the asked KPIs and the text',
          params: tokenParams,
          body: reflectionSaveSchema,
          response: { 200: clientReflectionSchema },
        },
      },
      async (request) =>
        reflections.saveReflection(
          writeContext(ctx, request),
          requireActor(request),
          request.params.token,
          request.body,
          writtenAt(request),
        ),
    );

    app.patch(
      '/clients/survey-answers/:id/',
      {
        config: { audience: 'client', idempotent: true },
        schema: {
          tags,
          summary: 'Change one statement’s answer',
          params: idParams,
          body: reflectionAnswerPatchSchema,
          response: { 200: reflectionAnswerSchema },
        },
      },
      async (request) =>
        reflections.answerStatement(
          writeContext(ctx, request),
          requireActor(request),
          request.params.id,
          request.body.answer,
        ),
    );
  };
}
