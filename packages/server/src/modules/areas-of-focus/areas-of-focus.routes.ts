import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaChoiceSchema,
  areaChoicesSchema,
  areaOfFocusPatchSchema,
  areaOfFocusQuerySchema,
  areaOfFocusSchema,
  areaOfFocusWriteSchema,
  clientAreaOfFocusSchema,
  clientHabitProgramSchema,
  DEFAULT_PAGE_SIZE,
  pageQuerySchema,
  paginatedSchema,
  idParams,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as areas from './areas-of-focus.service';
import * as clientAreas from './client-areas.service';

const params = idParams;
/** `assigned=true` is what the web sends; a client only ever has their own program. */
const clientProgramsQuery = pageQuerySchema.extend({ assigned: z.enum(['true', 'false']).optional() });
const tags = ['areas of focus'];

/**
 * Areas of focus: the coach's authoring (coaches/area-of-growths/) and the client's program,
 * its areas and their chosen ones (clients/habit-programs/, clients/area-of-growth(s)/).
 */
export function areasOfFocusRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/area-of-growths/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Areas of focus of a habit program (`areas_of_focus`), in order',
          querystring: areaOfFocusQuerySchema,
          response: { 200: paginatedSchema(areaOfFocusSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await areas.listAreas(ctx, actor, request.query.areas_of_focus, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/area-of-growths/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Add an area of focus to a habit program the coach owns',
          body: areaOfFocusWriteSchema,
          response: { 201: areaOfFocusSchema },
        },
      },
      async (request, reply) => {
        const area = await areas.createArea(ctx, requireActor(request), request.body);
        return reply.code(201).send(area);
      },
    );

    app.get(
      '/coaches/area-of-growths/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: { tags, summary: 'One area of focus', params, response: { 200: areaOfFocusSchema } },
      },
      async (request) => areas.getArea(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/coaches/area-of-growths/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Change an area of focus of a habit program the coach owns',
          params,
          body: areaOfFocusPatchSchema,
          response: { 200: areaOfFocusSchema },
        },
      },
      async (request) => areas.updateArea(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/coaches/area-of-growths/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.habitPrograms },
        schema: {
          tags,
          summary: 'Delete an area of focus and its exercises (soft); it leaves clients’ choices',
          params,
        },
      },
      async (request, reply) => {
        await areas.deleteArea(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/clients/habit-programs/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's own habit program (a page of zero or one)",
          querystring: clientProgramsQuery,
          response: { 200: paginatedSchema(clientHabitProgramSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await clientAreas.listOwnProgram(ctx, requireActor(request));
        return pageOf(request, window, count, results);
      },
    );

    app.get(
      '/clients/habit-programs/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The caller's own habit program (any other is 404)",
          params,
          response: { 200: clientHabitProgramSchema },
        },
      },
      async (request) => clientAreas.getOwnProgram(ctx, requireActor(request), request.params.id),
    );

    app.get(
      '/clients/area-of-growths/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The areas of focus of the caller's own program, in order",
          querystring: areaOfFocusQuerySchema,
          response: { 200: paginatedSchema(clientAreaOfFocusSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const page = await clientAreas.listOwnProgramAreas(ctx, actor, request.query.areas_of_focus, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.get(
      '/clients/area-of-growth/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "The caller's chosen areas of focus, in order",
          response: { 200: z.array(clientAreaOfFocusSchema) },
        },
      },
      async (request) => clientAreas.listChosenAreas(ctx, requireActor(request)),
    );

    app.post(
      '/clients/area-of-growth/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Put an area of focus in one slot of the caller’s choice; answers the choice',
          body: areaChoiceSchema,
          response: { 200: z.array(clientAreaOfFocusSchema) },
        },
      },
      async (request) => clientAreas.chooseArea(ctx, requireActor(request), request.body),
    );

    app.put(
      '/clients/area-of-growth/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Choose all of the caller’s areas of focus at once, in order; answers the choice',
          body: areaChoicesSchema,
          response: { 200: z.array(clientAreaOfFocusSchema) },
        },
      },
      async (request) => clientAreas.chooseAreas(ctx, requireActor(request), request.body),
    );
  };
}
