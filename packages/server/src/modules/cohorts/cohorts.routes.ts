import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCohortSchema,
  cohortInfoQuerySchema,
  cohortInfoSchema,
  cohortMemberSchema,
  cohortSchema,
  cohortWriteSchema,
  DEFAULT_PAGE_SIZE,
  pageQuerySchema,
  paginatedSchema,
  idParams,
  queryIdField,
  COACH_FEATURE,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as cohorts from './cohorts.service';

const cohortParams = idParams;
const membersQuery = pageQuerySchema.extend({ cohort: queryIdField.optional() });
const tags = ['cohorts'];

/** A coach's cohorts (named groups of their clients) and their memberships. */
export function cohortsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/cohorts/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: "The coach's cohorts, by name",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(cohortSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { count, results } = await cohorts.listCohorts(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/cohorts/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: 'Create a cohort',
          body: cohortWriteSchema,
          response: { 201: cohortSchema },
        },
      },
      async (request, reply) => {
        const cohort = await cohorts.createCohort(ctx, requireActor(request), request.body);
        return reply.code(201).send(cohort);
      },
    );

    app.get(
      '/coaches/cohorts/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: { tags, summary: 'One cohort', params: cohortParams, response: { 200: cohortSchema } },
      },
      async (request) => cohorts.getCohort(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/coaches/cohorts/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: 'Rename a cohort',
          params: cohortParams,
          body: cohortWriteSchema.partial(),
          response: { 200: cohortSchema },
        },
      },
      async (request) => cohorts.updateCohort(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/coaches/cohorts/:id/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: { tags, summary: 'Delete a cohort (its clients stay)', params: cohortParams },
      },
      async (request, reply) => {
        await cohorts.deleteCohort(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/cohorts/:id/info/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: "A cohort's reflection charts, word counts and reflections over the last `since` days",
          params: cohortParams,
          querystring: cohortInfoQuerySchema,
          response: { 200: cohortInfoSchema },
        },
      },
      async (request) =>
        cohorts.cohortInfo(ctx, requireActor(request), request.params.id, request.query.since),
    );

    app.get(
      '/coaches/client-cohorts/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: "Members of the coach's cohorts (?cohort= for one)",
          querystring: membersQuery,
          response: { 200: paginatedSchema(cohortMemberSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const actor = requireActor(request);
        const { count, results } = await cohorts.listMembers(ctx, actor, request.query.cohort, window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/client-cohorts/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: {
          tags,
          summary: 'Add a client to a cohort',
          body: clientCohortSchema,
          response: { 201: cohortMemberSchema },
        },
      },
      async (request, reply) => {
        const member = await cohorts.addMember(ctx, requireActor(request), request.body);
        return reply.code(201).send(member);
      },
    );

    app.post(
      '/coaches/client-cohorts/remove/',
      {
        config: { audience: 'coach', feature: COACH_FEATURE.cohorts },
        schema: { tags, summary: 'Take a client out of a cohort', body: clientCohortSchema },
      },
      async (request, reply) => {
        await cohorts.removeMember(ctx, requireActor(request), request.body);
        return reply.code(204).send();
      },
    );
  };
}
