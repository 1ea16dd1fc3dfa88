import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  paginatedSchema,
  pulseDimensionPatchSchema,
  pulseDimensionQuerySchema,
  pulseDimensionSchema,
  pulseDimensionWriteSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as dimensions from './pulse-dimensions.service';

const params = idParams;
/** PUT sends the name at least; a dimension stays in its survey, so `pulse_survey` is ignored. */
const pulseDimensionPutSchema = pulseDimensionPatchSchema.extend({
  name: pulseDimensionWriteSchema.shape.name,
});
const tags = ['pulse surveys'];

/** A pulse survey's dimensions ("graphs"): coaches/pulse-dimensions/. */
export function pulseDimensionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/pulse-dimensions/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: "A pulse survey's dimensions (`pulse_survey`), oldest first",
          querystring: pulseDimensionQuerySchema,
          response: { 200: paginatedSchema(pulseDimensionSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await dimensions.listDimensions(ctx, actor, request.query.pulse_survey, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/pulse-dimensions/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Add a dimension to a pulse survey the coach owns',
          body: pulseDimensionWriteSchema,
          response: { 201: pulseDimensionSchema },
        },
      },
      async (request, reply) => {
        const dimension = await dimensions.createDimension(ctx, requireActor(request), request.body);
        return reply.code(201).send(dimension);
      },
    );

    app.get(
      '/coaches/pulse-dimensions/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: { tags, summary: 'One dimension', params, response: { 200: pulseDimensionSchema } },
      },
      async (request) => dimensions.getDimension(ctx, requireActor(request), request.params.id),
    );

    for (const [method, body] of [
      ['PUT', pulseDimensionPutSchema],
      ['PATCH', pulseDimensionPatchSchema],
    ] as const) {
      app.route({
        method,
        url: '/coaches/pulse-dimensions/:id/',
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Change a dimension of a pulse survey the coach owns',
          params,
          body,
          response: { 200: pulseDimensionSchema },
        },
        handler: async (request) =>
          dimensions.updateDimension(ctx, requireActor(request), request.params.id, request.body),
      });
    }

    app.delete(
      '/coaches/pulse-dimensions/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.pulseSurveys },
        schema: {
          tags,
          summary: 'Delete a dimension (its statements stay, without a dimension)',
          params,
        },
      },
      async (request, reply) => {
        await dimensions.deleteDimension(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
