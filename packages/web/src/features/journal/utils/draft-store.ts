/** Which entry a draft belongs to: its id, or `new` for one the server has not got yet. */
export type DraftKey = number | 'new';

/** What the editor holds: the fields of a journal entry. */
export interface DraftValues {
  title: string;
  text: string;
  private: boolean;
}

export interface StoredDraft extends DraftValues {
  /** When it was last changed (ms since the epoch); the newest draft reopens after a reload. */
  updated_at: number;
}

const PREFIX = 'tandem:journal-draft';

/** The local-storage key of one user's draft of one entry. */
export const draftStorageKey = (userId: number, key: DraftKey) => `${PREFIX}:${userId}:${key}`;

export const sameValues = (a: DraftValues, b: DraftValues) =>
  a.title === b.title && a.text === b.text && a.private === b.private;

/**
 * One user's unsaved journal drafts. Local storage keeps them across reloads; a copy in memory
 * keeps the editor working when the browser refuses storage (private mode, quota), so the draft
 * still reaches the server.
 */
export function createDraftStore(userId: number, now: () => number = Date.now) {
  const drafts = new Map<DraftKey, StoredDraft>(loadAll(userId));

  const persist = (key: DraftKey, draft: StoredDraft | null) => {
    try {
      if (draft) localStorage.setItem(draftStorageKey(userId, key), JSON.stringify(draft));
      else localStorage.removeItem(draftStorageKey(userId, key));
    } catch {
      // Storage refused: the in-memory copy still holds the draft for this visit.
    }
  };

  return {
    read: (key: DraftKey): StoredDraft | null => drafts.get(key) ?? null,
    write(key: DraftKey, values: DraftValues): void {
      const draft = {
        title: values.title,
        text: values.text,
        private: values.private,
        updated_at: now(),
      };
      drafts.set(key, draft);
      persist(key, draft);
    },
    remove(key: DraftKey): void {
      drafts.delete(key);
      persist(key, null);
    },
    /** Every draft, newest first. */
    list(): { key: DraftKey; draft: StoredDraft }[] {
      return [...drafts]
        .map(([key, draft]) => ({ key, draft }))
        .sort((a, b) => b.draft.updated_at - a.draft.updated_at);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

function loadAll(userId: number): [DraftKey, StoredDraft][] {
  const prefix = `${PREFIX}:${userId}:`;
  const found: [DraftKey, StoredDraft][] = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const storageKey = localStorage.key(index);
      if (!storageKey?.startsWith(prefix)) continue;
      const key = parseKey(storageKey.slice(prefix.length));
      const draft = parseDraft(localStorage.getItem(storageKey));
      if (key !== null && draft) found.push([key, draft]);
    }
  } catch {
    // No storage: no drafts from earlier visits.
  }
  return found;
}

function parseKey(raw: string): DraftKey | null {
  if (raw === 'new') return 'new';
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { title, text, private: isPrivate, updated_at } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof text !== 'string') return null;
    if (typeof isPrivate !== 'boolean' || typeof updated_at !== 'number') return null;
    return { title, text, private: isPrivate, updated_at };
  } catch {
    return null;
  }
}
