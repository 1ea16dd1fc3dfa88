import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PAGE_SIZE,
  journalEntrySchema,
  journalEntryPatchSchema,
  journalEntryWriteSchema,
  journalQuerySchema,
  paginatedSchema,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as journal from './journal.service';

const params = z.object({ id: z.coerce.number().int().positive() });
/**
 * PATCH is partial: without this, the write schema's `private` default would turn every partial
 * save (the editor's autosave) back into a private entry.
 */
const tags = ['journal'];

/** The client's journal: their own notes, private to them. */
export function journalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/notes/',
      {
        schema: {
          tags,
          summary: 'The journal, newest first, searched in title and text',
          querystring: journalQuerySchema,
          response: { 200: paginatedSchema(journalEntrySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, 100);
        const actor = requireActor(request);
        const { count, results } = await journal.listEntries(ctx, actor, request.query.search, window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/notes/',
      {
        schema: {
          tags,
          summary: 'Write a journal entry',
          body: journalEntryWriteSchema,
          response: { 201: journalEntrySchema },
        },
      },
      async (request, reply) => {
        const entry = await journal.createEntry(ctx, requireActor(request), request.body);
        return reply.code(201).send(entry);
      },
    );

    app.get(
      '/clients/notes/:id/',
      { schema: { tags, summary: 'One journal entry', params, response: { 200: journalEntrySchema } } },
      async (request) => journal.getEntry(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/clients/notes/:id/',
      {
        schema: {
          tags,
          summary: 'Change a journal entry (only the fields given)',
          params,
          body: journalEntryPatchSchema,
          response: { 200: journalEntrySchema },
        },
      },
      async (request) => journal.updateEntry(ctx, requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/clients/notes/:id/',
      { schema: { tags, summary: 'Delete a journal entry', params } },
      async (request, reply) => {
        await journal.deleteEntry(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
