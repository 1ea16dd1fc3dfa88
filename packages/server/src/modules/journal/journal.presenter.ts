import type { JournalEntry } from '@tandem/shared';
import type { NoteRow } from './journal.repo';

export function presentEntry(row: NoteRow): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    private: row.private,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}
