// Test helpers of the journal feature.
import { vi } from 'vitest';
import type { JournalEntry, Paginated } from '@tandem/shared';
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

/** A DRF page; `next` is set when `more` says another page follows. */
export function pageOf<T>(results: T[], { count = results.length, more = false } = {}): Paginated<T> {
  return { count, next: more ? 'http://localhost/api/next-page/' : null, previous: null, results };
}

/**
 * The query parameters of the request being answered. The fake API keys handlers by path only;
 * `fetch` is its mock, which records each call before running the handler, so inside a handler
 * the last recorded call is the current one.
 */
export function currentQuery(): URLSearchParams {
  const call = vi.mocked(fetch).mock.lastCall;
  return new URL(String(call?.[0]), 'http://localhost').searchParams;
}

/** The query parameters of every call made to `path` (e.g. '/api/clients/notes/'). */
export function queriesTo(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

/** A promise a test settles when it chooses, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
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

/** jsdom has no IntersectionObserver; this one lets a test say the end of the list came into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    const index = this.targets.indexOf(target);
    if (index >= 0) this.targets.splice(index, 1);
  }
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }

  /** Reports every watched element as visible. */
  static scrollToTheEnd() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
      if (entries.length) {
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
      }
    }
  }
}
