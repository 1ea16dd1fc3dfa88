import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentAssignmentSchema,
  assessmentBreakDownSchema,
  assessmentSchema,
  assignAssessmentSchema,
  assignmentResultSchema,
  attributeSummarySchema,
  clientAssessmentSchema,
  coachAssessmentSchema,
  createAssessmentSchema,
  createCoachAssessmentSchema,
  CREATED_ASSESSMENTS_LIMIT,
  LIST_LIMIT,
  pageQuerySchema,
  paginatedSchema,
  TAKEN_ASSESSMENTS_LIMIT,
  takeAssignmentSchema,
  takenAssessmentQuerySchema,
  takenAssessmentSchema,
  updateCoachAssessmentSchema,
  uuidParamsSchema,
  idParams,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as assessments from './assessments.service';
import * as assignments from './assignments.service';
import * as running from './running-assessments.service';

const tags = ['assessments'];

/**
 * The coach's assessment library, custom and running assessments, sending them to clients and
 * the results; the client's assessments to take and their own results.
 */
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

    app.post(
      '/coaches/assessments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Build a custom assessment from attributes (name and description required)',
          body: createAssessmentSchema,
          response: { 201: assessmentSchema },
        },
      },
      async (request, reply) => {
        const created = await assessments.createCustomAssessment(ctx, requireActor(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.delete(
      '/coaches/assessments/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary:
            'Delete an own custom assessment: its links stop, open requests are withdrawn, results stay',
          params: idParams,
        },
      },
      async (request, reply) => {
        await assessments.deleteCustomAssessment(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/created-assessments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "The coach's running assessments (public link, e-mail, call to action), newest first",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(coachAssessmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, CREATED_ASSESSMENTS_LIMIT, LIST_LIMIT);
        const { count, results } = await running.listRunning(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/coaches/created-assessments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Run an assessment: a public link with its settings and call to action',
          body: createCoachAssessmentSchema,
          response: { 201: coachAssessmentSchema },
        },
      },
      async (request, reply) => {
        const created = await running.createRunning(ctx, requireActor(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/coaches/created-assessments/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Change a running assessment's settings (the call-to-action rule holds after the change)",
          params: idParams,
          body: updateCoachAssessmentSchema,
          response: { 200: coachAssessmentSchema },
        },
      },
      async (request) => running.updateRunning(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/coaches/created-assessments/:id/',
      {
        config: { audience: 'coach' },
        schema: { tags, summary: 'Stop a running assessment: its link no longer answers', params: idParams },
      },
      async (request, reply) => {
        await running.deleteRunning(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/coaches/assessment-assignments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Send an assessment to clients and cohorts (no one is asked twice while it is open)',
          body: assignAssessmentSchema,
          response: { 201: assignmentResultSchema },
        },
      },
      async (request, reply) => {
        const result = await assignments.assignAssessment(ctx, requireActor(request), request.body);
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/clients/assessment-assignments/',
      {
        // Self-scoped like the client's results: anyone signed in gets their own (a coach, none).
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'The assessments the coach asked the client to take, newest first',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(assessmentAssignmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, LIST_LIMIT, LIST_LIMIT);
        const { count, results } = await assignments.listOpenAssignments(ctx, requireActor(request), window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/assessments/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Answer an assessment the coach sent (every question, in one go)',
          body: takeAssignmentSchema,
          response: { 201: clientAssessmentSchema },
        },
      },
      async (request, reply) => {
        const taken = await assignments.takeAssignment(ctx, requireActor(request), request.body);
        return reply.code(201).send(taken);
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
