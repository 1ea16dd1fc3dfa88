import { journalEntryWriteSchema } from '@tandem/shared';

// A task note needs a title and a text, like a journal entry. In a chunk of its own that loads
// after the daily exercise has painted (useDeferredZodSubmit): zod stays off a client's home page
// (issue 21).
export const taskNoteSchema = journalEntryWriteSchema.pick({ title: true, text: true });
