import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachClientNotesQuerySchema,
  DEFAULT_PAGE_SIZE,
  journalEntrySchema,
  journalEntryPatchSchema,
  journalEntryWriteSchema,
  journalQuerySchema,
  noteSchema,
  paginatedSchema,
  SHORT_LIST_LIMIT,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { writeContext, writtenAt } from '../../lib/offline-writes';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as journal from './journal.service';

const params = idParams;
/**
 * PATCH is partial: without this, the write schema's `private` default would turn every partial
 * save (the editor's autosave) back into a private entry.
 */
const tags = ['journal'];

/** The client's journal and notes on their tasks, and the coach's read of the shared task notes. */
export function journalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/notes/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary:
            "The journal (or a task's or lesson's notes with task= or lesson=), newest first, searched in title and text",
          querystring: journalQuerySchema,
          response: { 200: paginatedSchema(journalEntrySchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, SHORT_LIST_LIMIT);
        const actor = requireActor(request);
        const { search, task, lesson } = request.query;
        const filter = { search, task, lesson };
        const { count, results } = await journal.listEntries(ctx, actor, filter, window);
        return pageOf(request, window, count, results);
      },
    );

    app.post(
      '/clients/notes/',
      {
        config: { audience: 'signed-in', idempotent: true },
        schema: {
          tags,
          summary: 'Write a journal entry, or a note on one of your tasks (task) or on a lesson (lesson)',
          body: journalEntryWriteSchema,
          response: { 201: journalEntrySchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const entry = await journal.createEntry(writeContext(ctx, request), actor, request.body, {
          writtenAt: writtenAt(request),
        });
        // Returned, not sent: an idempotent route's answer is kept with its write.
        reply.code(201);
        return entry;
      },
    );

    app.get(
      '/clients/notes/:id/',
      {
        config: { audience: 'client' },
        schema: { tags, summary: 'One journal entry', params, response: { 200: journalEntrySchema } },
      },
      async (request) => journal.getEntry(ctx, requireActor(request), request.params.id),
    );

    app.patch(
      '/clients/notes/:id/',
      {
        config: { audience: 'client', idempotent: true },
        schema: {
          tags,
          summary: 'Change a journal entry (only the fields given)',
          params,
          body: journalEntryPatchSchema,
          response: { 200: journalEntrySchema },
        },
      },
      async (request) =>
        journal.updateEntry(
          writeContext(ctx, request),
          requireActor(request),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      '/clients/notes/:id/',
      { config: { audience: 'client' }, schema: { tags, summary: 'Delete a journal entry', params } },
      async (request, reply) => {
        await journal.deleteEntry(ctx, requireActor(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/coaches/client-notes/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: "A client's shared notes on their tasks, by habit, task or user; newest first",
          querystring: coachClientNotesQuerySchema,
          response: { 200: paginatedSchema(noteSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE, 500);
        const actor = requireActor(request);
        const { count, results } = await journal.listClientNotes(ctx, actor, request.query, window);
        return pageOf(request, window, count, results);
      },
    );
  };
}
