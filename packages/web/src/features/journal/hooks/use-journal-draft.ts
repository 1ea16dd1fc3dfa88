import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { journalEntryWriteSchema, type JournalEntry, DRAFT_AUTOSAVE_MS } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import {
  createDraftStore,
  sameValues,
  type DraftKey,
  type DraftStore,
  type DraftValues,
} from '../utils/draft-store';

export const BLANK_DRAFT: DraftValues = { title: '', text: '', private: true };

/**
 * Where the draft in the editor stands:
 * `empty` a new entry with nothing typed; `incomplete` kept on this device only, title or text
 * still missing; `unsaved` kept on this device, waiting for its autosave; `saving` on its way;
 * `saved` the server holds exactly what the editor shows; `failed` the last save did not reach
 * the server, the draft stays on this device and is sent again on the next change or when the
 * browser is back online.
 */
export type DraftStatus = 'empty' | 'incomplete' | 'unsaved' | 'saving' | 'saved' | 'failed';

/** Whether the server would take these values (title and text required, within the limits). */
export const isComplete = (values: DraftValues) => journalEntryWriteSchema.safeParse(values).success;

const pickValues = ({ title, text, private: isPrivate }: DraftValues): DraftValues => ({
  title,
  text,
  private: isPrivate,
});

/**
 * What the save loop knows. Callbacks of requests in flight read and change it after renders have
 * passed, so it is one mutable object kept for the hook's life; every change re-renders.
 */
interface SyncState {
  /** The draft in the editor. */
  key: DraftKey;
  values: DraftValues;
  /** The editor's text came from a draft kept on this device, not from the server. */
  restored: boolean;
  /** The one save on its way: one at a time, so a draft is never POSTed twice. */
  flight: DraftKey | null;
  /** Drafts to save once the flight lands. */
  queued: Set<DraftKey>;
  /** Drafts whose last save failed. */
  failed: Set<DraftKey>;
  /** Field errors of the server's last 400 for the draft in the editor. */
  errors: Record<string, string>;
  /** Counts the drafts opened in the editor; a new entry getting its id is not a new one. */
  opened: number;
}

function initialState(store: DraftStore): SyncState {
  // After a reload the editor reopens the draft typed last, new entry or not.
  const [newest] = store.list();
  return {
    key: newest?.key ?? 'new',
    values: newest ? pickValues(newest.draft) : BLANK_DRAFT,
    restored: newest !== undefined,
    flight: null,
    queued: new Set(),
    failed: new Set(),
    errors: {},
    opened: 0,
  };
}

function statusOf(state: SyncState, store: DraftStore): DraftStatus {
  if (state.flight === state.key) return 'saving';
  const draft = store.read(state.key);
  if (!draft) return state.key === 'new' ? 'empty' : 'saved';
  if (!isComplete(draft)) return 'incomplete';
  return state.failed.has(state.key) ? 'failed' : 'unsaved';
}

/**
 * The journal editor's draft, of which nothing typed is lost: every change is first written to
 * local storage (per user and per entry, `new` for an unsaved one), then sent to the server 1 s
 * after the last keystroke once title and text are filled — POST the first time, PATCH after.
 * A local draft is removed only when the server has confirmed the very values it holds. Drafts
 * left from an earlier visit reopen in the editor and are sent again, as are failed ones when
 * the browser comes back online.
 */
export function useJournalDraft(userId: number) {
  const [store] = useState(() => createDraftStore(userId));
  const [sync] = useState(() => ({ current: initialState(store) }));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();

  const save = (key: DraftKey): void => {
    const state = sync.current;
    const draft = store.read(key);
    if (!draft || !isComplete(draft)) return;
    if (state.flight !== null) {
      state.queued.add(key);
      return;
    }
    state.flight = key;
    state.queued.delete(key);
    const sent = pickValues(draft);
    const request = key === 'new' ? create.mutateAsync(sent) : update.mutateAsync({ id: key, patch: sent });
    void request.then(
      (entry) => {
        state.flight = null;
        landed(key, sent, entry.id);
        saveQueued();
      },
      (error: unknown) => {
        state.flight = null;
        missed(key, error);
        saveQueued();
      },
    );
    rerender();
  };

  const landed = (key: DraftKey, sent: DraftValues, id: number): void => {
    const state = sync.current;
    state.failed.delete(key);
    const left = store.read(key);
    if (key === 'new') {
      // The new draft is now entry `id`: whatever was typed meanwhile stays, under its id.
      store.remove('new');
      if (left && !sameValues(left, sent)) store.write(id, left);
      if (state.queued.delete('new')) state.queued.add(id);
      if (state.key === 'new') state.key = id;
    } else if (left && sameValues(left, sent)) {
      store.remove(key);
    }
    if (state.key === id) state.errors = {};
  };

  const missed = (key: DraftKey, error: unknown): void => {
    const state = sync.current;
    state.failed.add(key);
    if (key === state.key) {
      state.errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
    }
  };

  const saveQueued = (): void => {
    const state = sync.current;
    while (state.flight === null && state.queued.size > 0) {
      const next = state.queued.values().next().value as DraftKey;
      state.queued.delete(next);
      save(next);
    }
    rerender();
  };

  const autosave = useDebouncedCallback(() => save(sync.current.key), {
    delay: DRAFT_AUTOSAVE_MS,
    flushOnUnmount: true,
  });

  /** Shows the draft `key` in the editor: its local draft if there is one, else `entry` or a blank one. */
  const show = (key: DraftKey, entry: DraftValues | null): void => {
    const state = sync.current;
    const stored = store.read(key);
    state.key = key;
    state.values = stored ? pickValues(stored) : entry ? pickValues(entry) : BLANK_DRAFT;
    state.restored = stored !== null;
    state.errors = {};
    state.opened += 1;
    rerender();
  };

  const saveEverything = useEffectEvent(() => {
    for (const { key } of store.list()) save(key);
    rerender();
  });

  useEffect(() => {
    const retry = () => saveEverything();
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  const state = sync.current;
  return {
    /** The server id of the entry in the editor; null while it is new. */
    entryId: state.key === 'new' ? null : state.key,
    values: state.values,
    status: statusOf(state, store),
    restored: state.restored,
    /** Changes whenever another draft opens; an editor keyed on it starts afresh. */
    opened: state.opened,
    /** Field errors of the server's last 400 for this draft. */
    serverErrors: state.errors,
    /** Entries with changes kept on this device that the server has not confirmed. */
    draftEntryIds: store
      .list()
      .map(({ key }) => key)
      .filter((key): key is number => key !== 'new'),

    /** Records a change: stored locally at once, sent to the server 1 s after the last one. */
    change(patch: Partial<DraftValues>): void {
      const current = sync.current;
      current.values = { ...current.values, ...patch };
      const { title, text } = current.values;
      // An emptied new entry leaves no draft, unless its POST is on the way: then the (empty)
      // draft must follow the entry, or the editor would call 'Saved' what the server holds.
      if (current.key === 'new' && !title && !text && current.flight !== 'new') store.remove('new');
      else store.write(current.key, current.values);
      current.errors = {};
      rerender();
      autosave();
    },

    /** Opens an entry (null: a new one) with its local draft if it has one; the draft being left is sent at once. */
    open(entry: JournalEntry | null): void {
      const key = entry?.id ?? 'new';
      if (key === sync.current.key) return;
      autosave.flush();
      show(key, entry);
      // A draft kept for this entry goes to the server again, the way a change would send it.
      if (store.read(key)) autosave();
    },

    /** Sends the draft now instead of waiting for the autosave. */
    saveNow(): void {
      autosave.cancel();
      save(sync.current.key);
      rerender();
    },

    /** Drops the local draft of a deleted entry; the editor moves on to a new entry if it showed it. */
    forget(id: number): void {
      const current = sync.current;
      store.remove(id);
      current.failed.delete(id);
      current.queued.delete(id);
      if (current.key !== id) return rerender();
      autosave.cancel();
      show('new', null);
    },
  };
}

export type JournalDraft = ReturnType<typeof useJournalDraft>;
