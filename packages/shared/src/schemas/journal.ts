import { z } from 'zod';
import { id, queryId, queryInteger } from './fields';

/**
 * A note of the client's own: a journal entry (`task` and `lesson` null), or a note on one of their
 * tasks (`task`) or on a lesson (`lesson`). The journal lists entries only; `?task=` lists a task's.
 */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** Private entries are never shown to the coach. */
  private: z.boolean(),
  /** The task the note is on (always sent by the server; optional so older callers still type-check). */
  task: z.number().int().nullable().optional(),
  /** The lesson the note is on (always sent by the server). */
  lesson: z.number().int().nullable().optional(),
  created_at: z.string(),
  modified_at: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/**
 * POST clients/notes/ and PATCH clients/notes/{id}/ (partial). Title and text are required; `task`
 * (one of the caller's own tasks) makes it a note on that exercise or habit day, `lesson` on a lesson.
 */
export const journalEntryWriteSchema = z.object({
  title: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(200),
  text: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(100_000),
  private: z.boolean().default(true),
  task: id.nullable().optional(),
  /** A lesson the writer can see makes it a note on that lesson. */
  lesson: id.nullable().optional(),
});
export type JournalEntryWrite = z.input<typeof journalEntryWriteSchema>;

/** GET clients/notes/ — 15 a page, newest first, searched in title and text; `task` or `lesson` lists its notes. */
export const journalQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  task: queryId.optional(),
  lesson: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: queryInteger().optional(),
  page: queryInteger(1).optional(),
});

/**
 * PATCH clients/notes/{id}/ — any of the fields; `private` is left alone unless sent. A note stays
 * on the task it was written on (a `task` sent along is ignored).
 */
export const journalEntryPatchSchema = journalEntryWriteSchema
  .omit({ task: true })
  .extend({ private: z.boolean() })
  .partial();
export type JournalEntryPatch = z.input<typeof journalEntryPatchSchema>;
