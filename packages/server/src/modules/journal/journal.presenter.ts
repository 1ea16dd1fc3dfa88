import type { JournalEntry, Note } from '@tandem/shared';
import type { NoteRow } from './journal.repo';

/** A note of the caller's own: a journal entry, or a note on one of their tasks. */
export function presentEntry(row: NoteRow): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    private: row.private,
    task: row.taskId,
    lesson: row.lessonId,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

/** A note as the coach reads it (only ever a shared one: the caller filters out private notes). */
export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    private: row.private,
    task: row.taskId,
    lesson: row.lessonId,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}
