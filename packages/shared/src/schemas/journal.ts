import { z } from 'zod';

/** A journal entry: a note of the client's own (not attached to an exercise or lesson). */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** Private entries are never shown to the coach. */
  private: z.boolean(),
  created_at: z.string(),
  modified_at: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** POST clients/notes/ and PATCH clients/notes/{id}/ (partial). Title and text are required. */
export const journalEntryWriteSchema = z.object({
  title: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(200),
  text: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(100_000),
  private: z.boolean().default(true),
});
export type JournalEntryWrite = z.input<typeof journalEntryWriteSchema>;

/** GET clients/notes/ — 15 a page, newest first, searched in title and text. */
export const journalQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(1).optional(),
});

/** PATCH clients/notes/{id}/ — any of the fields; `private` is left alone unless sent. */
export const journalEntryPatchSchema = journalEntryWriteSchema.extend({ private: z.boolean() }).partial();
export type JournalEntryPatch = z.input<typeof journalEntryPatchSchema>;
