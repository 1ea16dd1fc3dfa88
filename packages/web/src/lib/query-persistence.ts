import {
  dehydrate,
  hydrate,
  partialMatchKey,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { deviceStore, hasDeviceStore } from './device-store';
import { readSession, subscribeSession } from './session';

/*
 * The few queries a page needs to open offline after one online visit (issue 20: today's tasks,
 * their notes, today's reflection, the user), kept in IndexedDB. Only the listed query keys (and
 * the keys under them) are kept, only with data, only for the user who read them: another user
 * logging in on the device, or logging out, forgets them.
 */

const ENTRY = 'cache';
/** Writes to IndexedDB at most this often, whatever the number of query updates. */
export const PERSIST_DELAY_MS = 500;

interface Saved {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

const isKept = (keys: readonly QueryKey[]) => (queryKey: QueryKey) =>
  keys.some((key) => partialMatchKey(queryKey, key));

/** Puts back the queries kept for the logged-in user; call before the first render. */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  const session = readSession();
  if (!hasDeviceStore() || !session) return;
  const saved = await deviceStore.get<Saved>('queries', ENTRY).catch(() => undefined);
  if (saved?.userId !== session.id) return;
  hydrate(queryClient, saved.state);
  // What the device kept shows at once but is never fresh: the first screen watching it asks the
  // server again, whatever the query's staleTime (today's list counts as fresh for 30 s).
  const restored = new Set(saved.state.queries.map((query) => query.queryHash));
  void queryClient.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash),
    refetchType: 'none',
  });
}

/** Keeps the queries under `keys` in IndexedDB as they change. Returns what stops it. */
export function persistQueries(queryClient: QueryClient, keys: readonly QueryKey[]): () => void {
  if (!hasDeviceStore()) return () => undefined;
  const kept = isKept(keys);
  let timer: ReturnType<typeof setTimeout> | null = null;

  const save = () => {
    timer = null;
    const session = readSession();
    if (!session) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && kept(query.queryKey),
    });
    const saved: Saved = { userId: session.id, savedAt: Date.now(), state };
    void deviceStore.put('queries', saved, ENTRY).catch(() => undefined);
  };

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !kept(event.query.queryKey)) return;
    timer ??= setTimeout(save, PERSIST_DELAY_MS);
  });
  // A reload or a closed tab does not wait for the timer: what changed since the last write
  // (a setting saved a moment before) is written as the page goes.
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', saveNow);
  let userId = readSession()?.id ?? null;
  const unsubscribeSession = subscribeSession((session) => {
    if ((session?.id ?? null) === userId) return;
    userId = session?.id ?? null;
    void deviceStore.delete('queries', ENTRY).catch(() => undefined);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribeCache();
    unsubscribeSession();
    window.removeEventListener('pagehide', saveNow);
  };
}
