import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCommitmentPatchSchema,
  commitmentPatchSchema,
  commitmentQuerySchema,
  commitmentSchema,
  commitmentWriteSchema,
  DEFAULT_PAGE_SIZE,
  LIST_LIMIT,
  pageQuerySchema,
  paginatedSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as commitments from './commitments.service';

const params = idParams;
const tags = ['commitments'];

/** Commitments a coach asks of their clients, and the client's side of them. */
export function commitmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/commitments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Your clients' commitments (one client's with client=), open ones first",
          querystring: commitmentQuerySchema,
          response: { 200: paginatedSchema(commitmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const actor = requireActor(request);
        const page = await commitments.listForCoach(ctx, actor, request.query.client, window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/commitments/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Ask a client for a commitment (due today in their time zone by default)',
          body: commitmentWriteSchema,
          response: { 201: commitmentSchema },
        },
      },
      async (request, reply) => {
        const commitment = await commitments.createCommitment(ctx, requireActor(request), request.body);
        return reply.code(201).send(commitment);
      },
    );

    app.patch(
      '/coaches/commitments/:id/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "Change a client's commitment",
          params,
          body: commitmentPatchSchema,
          response: { 200: commitmentSchema },
        },
      },
      async (request) =>
        commitments.updateCommitment(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/coaches/commitments/:id/',
      { config: { audience: 'coach' }, schema: { tags, summary: "Delete a client's commitment", params } },
      async (request, reply) => {
        await commitments.deleteCommitment(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/clients/commitments/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'Your commitments, open ones first by due date',
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(commitmentSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, LIST_LIMIT);
        const page = await commitments.listOwn(ctx, requireActor(request), window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.patch(
      '/clients/commitments/:id/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Mark one of your commitments done or not done',
          params,
          body: clientCommitmentPatchSchema,
          response: { 200: commitmentSchema },
        },
      },
      async (request) =>
        commitments.setCompleted(ctx, requireActor(request), request.params.id, request.body.completed),
    );
  };
}
