import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@tandem/shared';
import { fakeApi, type FakeResponse, type FakeRoutes } from '../../../test/fake-api';
import { deferred } from '../../../test/deferred';
import { buildJournalEntry, plantDraft, storedDraft } from '../testing';
import { DRAFT_AUTOSAVE_MS } from '@tandem/shared';
import { useJournalDraft } from './use-journal-draft';

const USER = 7;
const POST = 'POST /api/clients/notes/';
const patchKey = (id: number) => `PATCH /api/clients/notes/${id}/`;

/** Answers with the entry the request describes, under `id`. */
const savedAs =
  (id: number) =>
  ({ body }: { body: unknown }): FakeResponse => ({
    status: 201,
    body: buildJournalEntry({ id, ...(body as Partial<JournalEntry>) }),
  });

function renderDraft(api: FakeRoutes = {}, userId = USER) {
  const server = fakeApi(api);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useJournalDraft(userId), { wrapper });
  return { ...hook, server };
}

/** Lets timers run `ms` forward and the requests they start settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useJournalDraft', () => {
  it('keeps every change locally at once and POSTs the draft 1 s after the last change', async () => {
    const { result, server } = renderDraft({ [POST]: savedAs(41) });

    act(() => result.current.change({ title: 'Morning' }));
    expect(storedDraft(USER, 'new')).toEqual({ title: 'Morning', text: '', private: true });
    act(() => result.current.change({ text: 'Slept well.' }));
    expect(storedDraft(USER, 'new')).toEqual({ title: 'Morning', text: 'Slept well.', private: true });
    expect(result.current.status).toBe('unsaved');

    // Spec: "Draft autosave after 1 s".
    await wait(999);
    expect(server.calls).toHaveLength(0);
    await wait(1);

    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'Morning', text: 'Slept well.', private: true },
    ]);
    expect(result.current.entryId).toBe(41);
    expect(result.current.status).toBe('saved');
    expect(storedDraft(USER, 'new')).toBeNull();
    expect(storedDraft(USER, 41)).toBeNull();
  });

  it('waits for both title and text, keeping the incomplete draft on this device', async () => {
    const { result, server } = renderDraft({ [POST]: savedAs(41) });

    act(() => result.current.change({ title: 'Only a title' }));
    await wait(5 * DRAFT_AUTOSAVE_MS);

    expect(server.calls).toHaveLength(0);
    expect(result.current.status).toBe('incomplete');
    expect(storedDraft(USER, 'new')).toEqual({ title: 'Only a title', text: '', private: true });
  });

  it('keeps the timer running while the client types: one save after the last keystroke', async () => {
    const { result, server } = renderDraft({ [POST]: savedAs(41) });
    act(() => result.current.change({ title: 'T' }));
    for (const text of ['a', 'ab', 'abc']) {
      act(() => result.current.change({ text }));
      await wait(DRAFT_AUTOSAVE_MS / 2);
    }
    expect(server.calls).toHaveLength(0);
    await wait(DRAFT_AUTOSAVE_MS / 2);
    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'T', text: 'abc', private: true },
    ]);
  });

  it('sends one POST per draft even when typing goes on while it is in flight, then PATCHes the rest', async () => {
    const post = deferred<FakeResponse>();
    const { result, server } = renderDraft({
      [POST]: () => post.promise,
      [patchKey(41)]: ({ body }) => ({ body: buildJournalEntry({ id: 41, ...(body as object) }) }),
    });

    act(() => result.current.change({ title: 'Evening', text: 'First' }));
    await wait(DRAFT_AUTOSAVE_MS);
    expect(server.callsTo(POST)).toHaveLength(1);
    expect(result.current.status).toBe('saving');

    // Still typing while the POST is on its way; its autosave comes due before the answer.
    act(() => result.current.change({ text: 'First, then more' }));
    await wait(DRAFT_AUTOSAVE_MS);
    act(() => result.current.change({ text: 'First, then more and more' }));
    await wait(DRAFT_AUTOSAVE_MS);
    expect(server.callsTo(POST)).toHaveLength(1);
    expect(server.callsTo(patchKey(41))).toHaveLength(0);

    post.resolve({ status: 201, body: buildJournalEntry({ id: 41, title: 'Evening', text: 'First' }) });
    await wait(0);

    expect(server.callsTo(POST)).toHaveLength(1);
    expect(server.callsTo(patchKey(41)).map((call) => call.body)).toEqual([
      { title: 'Evening', text: 'First, then more and more', private: true },
    ]);
    expect(result.current.entryId).toBe(41);
    expect(result.current.status).toBe('saved');
    expect(storedDraft(USER, 'new')).toBeNull();
    expect(storedDraft(USER, 41)).toBeNull();
  });

  it('clears the local draft only once the server has confirmed the very text it holds', async () => {
    const post = deferred<FakeResponse>();
    const patch = deferred<FakeResponse>();
    const { result } = renderDraft({ [POST]: () => post.promise, [patchKey(41)]: () => patch.promise });

    act(() => result.current.change({ title: 'Evening', text: 'First' }));
    await wait(DRAFT_AUTOSAVE_MS);
    act(() => result.current.change({ text: 'Second' }));

    post.resolve({ status: 201, body: buildJournalEntry({ id: 41, title: 'Evening', text: 'First' }) });
    await wait(0);
    // The server has 'First'; 'Second' stays on this device, now under the entry's id.
    expect(storedDraft(USER, 'new')).toBeNull();
    expect(storedDraft(USER, 41)).toEqual({ title: 'Evening', text: 'Second', private: true });
    expect(result.current.status).toBe('unsaved');

    await wait(DRAFT_AUTOSAVE_MS);
    expect(result.current.status).toBe('saving');
    expect(storedDraft(USER, 41)).toEqual({ title: 'Evening', text: 'Second', private: true });

    patch.resolve({ body: buildJournalEntry({ id: 41, title: 'Evening', text: 'Second' }) });
    await wait(0);
    expect(storedDraft(USER, 41)).toBeNull();
    expect(result.current.status).toBe('saved');
  });

  it('keeps what was typed during a PATCH and sends it next', async () => {
    const patches = [deferred<FakeResponse>(), deferred<FakeResponse>()];
    const { result, server } = renderDraft({
      [patchKey(12)]: () => patches[server.callsTo(patchKey(12)).length - 1]!.promise,
    });
    act(() => result.current.open(buildJournalEntry({ id: 12, title: 'A', text: 'a' })));
    act(() => result.current.change({ text: 'ab' }));
    await wait(DRAFT_AUTOSAVE_MS);
    act(() => result.current.change({ text: 'abc' }));

    patches[0]!.resolve({ body: buildJournalEntry({ id: 12, title: 'A', text: 'ab' }) });
    await wait(0);
    expect(storedDraft(USER, 12)).toEqual({ title: 'A', text: 'abc', private: true });
    expect(result.current.status).toBe('unsaved');

    await wait(DRAFT_AUTOSAVE_MS);
    patches[1]!.resolve({ body: buildJournalEntry({ id: 12, title: 'A', text: 'abc' }) });
    await wait(0);
    expect(server.callsTo(patchKey(12)).map((call) => (call.body as { text: string }).text)).toEqual([
      'ab',
      'abc',
    ]);
    expect(storedDraft(USER, 12)).toBeNull();
    expect(result.current.status).toBe('saved');
  });

  it('keeps a draft whose save failed, says so, and retries on the next change', async () => {
    let answer: FakeResponse = { status: 500, body: { detail: 'Server error' } };
    const { result, server } = renderDraft({ [POST]: () => answer });

    act(() => result.current.change({ title: 'Rainy day', text: 'Stayed in.' }));
    await wait(DRAFT_AUTOSAVE_MS);
    expect(server.callsTo(POST)).toHaveLength(1);
    expect(result.current.status).toBe('failed');
    expect(result.current.entryId).toBeNull();
    expect(storedDraft(USER, 'new')).toEqual({ title: 'Rainy day', text: 'Stayed in.', private: true });

    answer = savedAs(42)({ body: { title: 'Rainy day', text: 'Stayed in. Read.', private: true } });
    act(() => result.current.change({ text: 'Stayed in. Read.' }));
    await wait(DRAFT_AUTOSAVE_MS);

    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'Rainy day', text: 'Stayed in.', private: true },
      { title: 'Rainy day', text: 'Stayed in. Read.', private: true },
    ]);
    expect(result.current.status).toBe('saved');
    expect(result.current.entryId).toBe(42);
    expect(storedDraft(USER, 'new')).toBeNull();
  });

  it('retries a failed save when the browser comes back online', async () => {
    let offline = true;
    const { result, server } = renderDraft({
      [POST]: (call) => {
        if (offline) throw new TypeError('Failed to fetch');
        return savedAs(43)(call);
      },
    });

    act(() => result.current.change({ title: 'On the train', text: 'No signal.' }));
    await wait(DRAFT_AUTOSAVE_MS);
    expect(result.current.status).toBe('failed');
    expect(storedDraft(USER, 'new')).not.toBeNull();

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await wait(0);

    expect(server.callsTo(POST)).toHaveLength(2);
    expect(result.current.status).toBe('saved');
    expect(result.current.entryId).toBe(43);
    expect(storedDraft(USER, 'new')).toBeNull();
  });

  it('shows the field errors of a 400 and keeps the draft', async () => {
    const { result } = renderDraft({ [POST]: { status: 400, body: { title: ['Too long.'] } } });
    act(() => result.current.change({ title: 'Title', text: 'Text' }));
    await wait(DRAFT_AUTOSAVE_MS);
    expect(result.current.serverErrors).toEqual({ title: 'Too long.' });
    expect(result.current.status).toBe('failed');
    expect(storedDraft(USER, 'new')).not.toBeNull();
  });

  it('restores a new draft left from an earlier visit and sends it', async () => {
    plantDraft(USER, 'new', { title: 'Half written', text: 'Before the reload', private: false });
    const { result, server } = renderDraft({ [POST]: savedAs(44) });

    expect(result.current.values).toEqual({
      title: 'Half written',
      text: 'Before the reload',
      private: false,
    });
    expect(result.current.restored).toBe(true);
    expect(result.current.entryId).toBeNull();

    await wait(0);
    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'Half written', text: 'Before the reload', private: false },
    ]);
    expect(result.current.entryId).toBe(44);
    expect(storedDraft(USER, 'new')).toBeNull();
  });

  it("reopens the newest draft, an existing entry's, and PATCHes it", async () => {
    plantDraft(USER, 'new', { title: 'Older', text: 'new draft', private: true }, 1_000);
    plantDraft(USER, 12, { title: 'Edited', text: 'changed offline', private: true }, 2_000);
    const { result, server } = renderDraft({
      [POST]: savedAs(45),
      [patchKey(12)]: ({ body }) => ({ body: buildJournalEntry({ id: 12, ...(body as object) }) }),
    });

    expect(result.current.entryId).toBe(12);
    expect(result.current.values.text).toBe('changed offline');
    expect(result.current.draftEntryIds).toEqual([12]);

    await wait(0);
    // Every draft left behind goes to the server, one request at a time.
    expect(server.callsTo(patchKey(12)).map((call) => call.body)).toEqual([
      { title: 'Edited', text: 'changed offline', private: true },
    ]);
    expect(server.callsTo(POST).map((call) => call.body)).toEqual([
      { title: 'Older', text: 'new draft', private: true },
    ]);
    expect(result.current.draftEntryIds).toEqual([]);
    expect(result.current.entryId).toBe(12);
    expect(storedDraft(USER, 12)).toBeNull();
    expect(storedDraft(USER, 'new')).toBeNull();
  });

  it("never shows another user's drafts", () => {
    plantDraft(8, 'new', { title: 'Not yours', text: 'Someone else', private: true });
    const { result } = renderDraft();
    expect(result.current.values).toEqual({ title: '', text: '', private: true });
    expect(result.current.restored).toBe(false);
    expect(result.current.status).toBe('empty');
  });

  it("opens an entry with the server's text, or with the draft kept for it", () => {
    plantDraft(USER, 13, { title: 'Kept', text: 'local changes', private: false }, 1_000);
    plantDraft(USER, 'new', { title: 'New one', text: '', private: true }, 2_000);
    const { result } = renderDraft();
    expect(result.current.entryId).toBeNull();

    act(() => result.current.open(buildJournalEntry({ id: 12, title: 'Server', text: 'server text' })));
    expect(result.current.values).toEqual({ title: 'Server', text: 'server text', private: true });
    expect(result.current.restored).toBe(false);
    expect(result.current.status).toBe('saved');

    act(() => result.current.open(buildJournalEntry({ id: 13, title: 'Server', text: 'server text' })));
    expect(result.current.values).toEqual({ title: 'Kept', text: 'local changes', private: false });
    expect(result.current.restored).toBe(true);

    act(() => result.current.open(null));
    expect(result.current.values).toEqual({ title: 'New one', text: '', private: true });
  });

  it("sends an entry's kept draft again 1 s after the entry opens", async () => {
    plantDraft(USER, 13, { title: 'Kept', text: 'local changes', private: false }, 1_000);
    plantDraft(USER, 'new', { title: 'New one', text: '', private: true }, 2_000);
    const answers: FakeResponse[] = [{ status: 503, body: null }];
    const { result, server } = renderDraft({
      [patchKey(13)]: (call) =>
        answers.shift() ?? { body: buildJournalEntry({ id: 13, ...(call.body as object) }) },
    });
    await wait(0);
    expect(server.callsTo(patchKey(13))).toHaveLength(1);

    act(() => result.current.open(buildJournalEntry({ id: 13 })));
    expect(result.current.status).toBe('failed');
    await wait(DRAFT_AUTOSAVE_MS);
    expect(server.callsTo(patchKey(13))).toHaveLength(2);
    expect(result.current.status).toBe('saved');
    expect(storedDraft(USER, 13)).toBeNull();
  });

  it('sends the draft being left at once when another entry opens', async () => {
    const { result, server } = renderDraft({
      [patchKey(12)]: ({ body }) => ({ body: buildJournalEntry({ id: 12, ...(body as object) }) }),
    });
    act(() => result.current.open(buildJournalEntry({ id: 12, title: 'A', text: 'a' })));
    act(() => result.current.change({ text: 'a, and more' }));
    act(() => result.current.open(buildJournalEntry({ id: 13 })));
    await wait(0);
    expect(server.callsTo(patchKey(12)).map((call) => call.body)).toEqual([
      { title: 'A', text: 'a, and more', private: true },
    ]);
    expect(storedDraft(USER, 12)).toBeNull();
  });

  it('forgets the draft of a deleted entry and moves on to a new one', () => {
    const { result } = renderDraft();
    act(() => result.current.open(buildJournalEntry({ id: 12, title: 'A', text: 'a' })));
    act(() => result.current.change({ text: 'unsaved' }));
    expect(storedDraft(USER, 12)).not.toBeNull();

    act(() => result.current.forget(12));
    expect(storedDraft(USER, 12)).toBeNull();
    expect(result.current.entryId).toBeNull();
    expect(result.current.values).toEqual({ title: '', text: '', private: true });
  });
});
