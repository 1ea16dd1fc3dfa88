// Test helpers of the journal feature.
import type { JournalEntry } from '@tandem/shared';
import { draftStorageKey, type DraftKey, type DraftValues } from './utils/draft-store';

/** A journal entry as the server returns it. */
export function buildJournalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  const id = overrides.id ?? 41;
  return {
    id,
    title: `Entry ${id}`,
    text: `What happened on day ${id}.`,
    private: true,
    created_at: '2025-03-05T09:30:00.000Z',
    modified_at: '2025-03-05T09:30:00.000Z',
    ...overrides,
  };
}

/** The values of the draft kept in local storage for user `userId` and entry `key`, or null. */
export function storedDraft(userId: number, key: DraftKey): DraftValues | null {
  const raw = localStorage.getItem(draftStorageKey(userId, key));
  if (!raw) return null;
  const { title, text, private: isPrivate } = JSON.parse(raw) as DraftValues;
  return { title, text, private: isPrivate };
}

/** Leaves a draft in local storage, as an earlier visit would have. */
export function plantDraft(userId: number, key: DraftKey, values: DraftValues, updatedAt = Date.now()) {
  localStorage.setItem(draftStorageKey(userId, key), JSON.stringify({ ...values, updated_at: updatedAt }));
}
