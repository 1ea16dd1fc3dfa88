import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDeviceStoreForTests } from './device-store';
import { PERSIST_DELAY_MS, persistQueries, restoreQueries } from './query-persistence';
import { clearSession, writeSession } from './session';

const KEPT = [['daily-exercise', 'today'], ['daily-exercise', 'notes'], ['users']] as const;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetDeviceStoreForTests();
  writeSession({ token: 't', id: 7 });
});

/** A client whose listed queries were read, then kept on the device. */
async function readOnline() {
  const online = new QueryClient();
  const stop = persistQueries(online, KEPT);
  online.setQueryData(['daily-exercise', 'today'], { results: [{ id: 1 }] });
  online.setQueryData(['daily-exercise', 'notes', 1], { results: [{ id: 9 }] });
  online.setQueryData(['users', 7], { id: 7 });
  online.setQueryData(['goals'], { results: [] });
  await new Promise((resolve) => setTimeout(resolve, PERSIST_DELAY_MS + 50));
  stop();
}

describe('query persistence', () => {
  it('puts back the listed queries, and only those, after a reload', async () => {
    await readOnline();
    const reloaded = new QueryClient();
    await restoreQueries(reloaded);
    expect(reloaded.getQueryData(['daily-exercise', 'today'])).toEqual({ results: [{ id: 1 }] });
    expect(reloaded.getQueryData(['daily-exercise', 'notes', 1])).toEqual({ results: [{ id: 9 }] });
    expect(reloaded.getQueryData(['users', 7])).toEqual({ id: 7 });
    expect(reloaded.getQueryData(['goals'])).toBeUndefined();
  });

  it('puts them back stale, so a screen watching one asks the server again at once', async () => {
    await readOnline();
    const reloaded = new QueryClient();
    await restoreQueries(reloaded);
    const fetched = vi.fn(() => Promise.resolve({ results: [{ id: 2 }] }));
    // Fresh for 30 s by its options, as today's list is: only the restore makes it stale.
    await reloaded.fetchQuery({ queryKey: ['daily-exercise', 'today'], queryFn: fetched, staleTime: 30_000 });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(reloaded.getQueryData(['daily-exercise', 'today'])).toEqual({ results: [{ id: 2 }] });
  });

  it('writes what changed at once when the page goes, without waiting for the timer', async () => {
    const online = new QueryClient();
    const stop = persistQueries(online, KEPT);
    online.setQueryData(['users', 7], { id: 7, timezone: 'Europe/Lisbon' });
    window.dispatchEvent(new Event('pagehide'));
    // Stopping clears the timer: only the write made as the page went can be there.
    stop();
    await vi.waitFor(async () => {
      const reloaded = new QueryClient();
      await restoreQueries(reloaded);
      expect(reloaded.getQueryData(['users', 7])).toEqual({ id: 7, timezone: 'Europe/Lisbon' });
    });
  });

  it('puts nothing back for another user, and forgets all on logging out', async () => {
    await readOnline();
    writeSession({ token: 'u', id: 8 });
    const other = new QueryClient();
    await restoreQueries(other);
    expect(other.getQueryData(['daily-exercise', 'today'])).toBeUndefined();

    writeSession({ token: 't', id: 7 });
    const stop = persistQueries(new QueryClient(), KEPT);
    clearSession();
    await vi.waitFor(
      async () => {
        writeSession({ token: 't', id: 7 });
        const again = new QueryClient();
        await restoreQueries(again);
        expect(again.getQueryData(['daily-exercise', 'today'])).toBeUndefined();
      },
      { timeout: 5000 },
    );
    stop();
  });
});
