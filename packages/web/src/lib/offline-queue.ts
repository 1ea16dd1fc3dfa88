import { useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, WRITTEN_AT_HEADER } from '@tandem/shared';
import { ApiError, apiRequest } from './api-client';
import { deviceStore, hasDeviceStore } from './device-store';
import { readSession } from './session';
import { randomUuid } from './random-uuid';

/*
 * The offline write queue (issue 20, docs/decisions/023-offline-daily-loop.md). The daily loop's
 * writes (completing or skipping a task, a note on it, the day's reflection) are kept on the
 * device first, in IndexedDB, each with an id of its own (the server's `Idempotency-Key`) and
 * the moment it was written (`X-Written-At`), then sent in the order they were made:
 * - at once when the browser is online, on the `online` event, when the app starts and every
 *   FLUSH_INTERVAL_MS while online (startOfflineSync);
 * - an answer 2xx removes the write (the server kept it, a replay of it changes nothing);
 * - a permanent refusal (4xx but 401, 408 and 429) removes it and reports it, so the user hears
 *   why (a reflection that closed, a task the coach removed);
 * - a network failure, a 5xx, 401 (logged out: the same user logging in sends it), 408 or 429
 *   keeps it, and it waits: the UI says "Saved on this device" until it goes.
 * Writes are the user's who made them: another user logging in on the device never sends them.
 */

/** Said of a write kept on the device until it reaches the server. */
export const SAVED_ON_DEVICE = 'Saved on this device';
/** How often a waiting write is tried again while the browser says it is online. */
export const FLUSH_INTERVAL_MS = 30_000;

export interface OfflineWrite {
  /** The write's own id, sent as `Idempotency-Key`. */
  id: string;
  /** The user whose session queued it. */
  userId: number;
  method: 'POST' | 'PATCH';
  /** The API path, as `apiRequest` takes it (`clients/tasks/3/`). */
  path: string;
  body: unknown;
  /** When it was made on the device (ISO 8601), sent as `X-Written-At`. */
  writtenAt: string;
  /** Its place in the queue: writes go in the order they were made. */
  order: number;
  /** The queries its answer changes, refreshed once it reached the server or was refused. */
  invalidates: QueryKey[];
  /** What it is, in the user's words ("Completing Breathe"), for a refusal's message. */
  label: string;
  /** `waiting` once it could not be sent (offline, or the server did not answer). */
  state: 'sending' | 'waiting';
}

/** What `queueWrite` resolves to: the server's answer, or that the write waits on the device. */
export type WriteOutcome<T> = { status: 'synced'; data: T } | { status: 'queued' };

/** A write reached the server (`synced`) or was refused for good (`refused`). */
export type WriteEvent =
  | { type: 'synced'; write: OfflineWrite; data: unknown; handled: boolean }
  | { type: 'refused'; write: OfflineWrite; error: ApiError; handled: boolean }
  | { type: 'waiting'; write: OfflineWrite };

let writes: OfflineWrite[] = [];
let loading: Promise<void> | null = null;
let flushing: Promise<void> | null = null;
let lastOrder = 0;
const snapshotListeners = new Set<() => void>();
const eventListeners = new Set<(event: WriteEvent) => void>();
/** The callers of `queueWrite` still waiting to hear what became of their write. */
const waiters = new Map<
  string,
  { resolve: (outcome: WriteOutcome<unknown>) => void; reject: (e: unknown) => void }
>();

const byOrder = (a: OfflineWrite, b: OfflineWrite) => a.order - b.order;
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function setWrites(next: OfflineWrite[]) {
  writes = next.slice().sort(byOrder);
  for (const listener of snapshotListeners) listener();
}

function emit(event: WriteEvent) {
  for (const listener of eventListeners) listener(event);
}

/** The writes kept on the device, read once from IndexedDB. */
function ensureLoaded(): Promise<void> {
  loading ??= (async () => {
    if (!hasDeviceStore()) return;
    const stored = await deviceStore.getAll<OfflineWrite>('writes').catch(() => []);
    const known = new Set(writes.map((write) => write.id));
    setWrites([...writes, ...stored.filter((write) => !known.has(write.id))]);
    lastOrder = Math.max(lastOrder, ...writes.map((write) => write.order));
  })();
  return loading;
}

async function store(write: OfflineWrite) {
  // Without IndexedDB the write still waits in memory: lost on reload, never sent twice.
  if (hasDeviceStore()) await deviceStore.put('writes', write).catch(() => undefined);
}

async function remove(write: OfflineWrite) {
  if (hasDeviceStore()) await deviceStore.delete('writes', write.id).catch(() => undefined);
  setWrites(writes.filter((other) => other.id !== write.id));
}

async function markWaiting(write: OfflineWrite) {
  if (write.state === 'waiting') return;
  const waiting = { ...write, state: 'waiting' as const };
  await store(waiting);
  setWrites(writes.map((other) => (other.id === write.id ? waiting : other)));
  emit({ type: 'waiting', write: waiting });
}

/** A refusal the server will give again however often it is asked. */
function isPermanent(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/** Sends one write; false when it must wait (offline, or no answer the queue can act on). */
async function send(write: OfflineWrite): Promise<boolean> {
  const waiter = waiters.get(write.id);
  try {
    const data = await apiRequest<unknown>(write.path, {
      method: write.method,
      body: write.body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: write.id, [WRITTEN_AT_HEADER]: write.writtenAt },
    });
    waiters.delete(write.id);
    emit({ type: 'synced', write, data, handled: Boolean(waiter) });
    await remove(write);
    waiter?.resolve({ status: 'synced', data });
    return true;
  } catch (error) {
    if (!isPermanent(error)) {
      await markWaiting(write);
      return false;
    }
    waiters.delete(write.id);
    emit({ type: 'refused', write, error, handled: Boolean(waiter) });
    await remove(write);
    waiter?.reject(error);
    return true;
  }
}

/** Sends the current user's waiting writes in order, stopping at the first that must wait. */
export function flushWrites(): Promise<void> {
  flushing ??= (async () => {
    try {
      await ensureLoaded();
      for (;;) {
        const session = readSession();
        const next = session && writes.find((write) => write.userId === session.id);
        if (!next) break;
        if (!isOnline()) {
          await markWaiting(next);
          break;
        }
        if (!(await send(next))) break;
      }
    } finally {
      flushing = null;
      // Whoever still waits hears that their write is kept on the device.
      for (const [id, waiter] of waiters) {
        waiters.delete(id);
        const write = writes.find((other) => other.id === id);
        if (write) await markWaiting(write);
        waiter.resolve({ status: 'queued' });
      }
    }
  })();
  return flushing;
}

/**
 * Keeps a write on the device and sends it (after any older one) when it can. Resolves with the
 * server's answer when it got through at once, `{status: 'queued'}` when it waits on the device;
 * rejects with the `ApiError` of a permanent refusal (nothing is kept then).
 */
export async function queueWrite<T>(input: {
  method: OfflineWrite['method'];
  path: string;
  body: unknown;
  invalidates: QueryKey[];
  label: string;
}): Promise<WriteOutcome<T>> {
  const session = readSession();
  // Logged out there is no one to keep it for: the API answers 401 as it would have.
  if (!session) {
    const data = await apiRequest<T>(input.path, { method: input.method, body: input.body });
    return { status: 'synced', data };
  }
  await ensureLoaded();
  lastOrder = Math.max(lastOrder + 1, Date.now());
  const write: OfflineWrite = {
    ...input,
    id: randomUuid(),
    userId: session.id,
    writtenAt: new Date().toISOString(),
    order: lastOrder,
    state: isOnline() ? 'sending' : 'waiting',
  };
  await store(write);
  setWrites([...writes, write]);
  const outcome = new Promise<WriteOutcome<unknown>>((resolve, reject) =>
    waiters.set(write.id, { resolve, reject }),
  );
  if (write.state === 'waiting') emit({ type: 'waiting', write });
  void flushWrites();
  return outcome as Promise<WriteOutcome<T>>;
}

/** Hears every write that reached the server, was refused or began to wait. */
export function onWriteEvent(listener: (event: WriteEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribe(listener: () => void) {
  snapshotListeners.add(listener);
  void ensureLoaded();
  return () => snapshotListeners.delete(listener);
}

/** The writes on the device (the current user's), oldest first. */
export function useOfflineWrites(): OfflineWrite[] {
  const all = useSyncExternalStore(
    subscribe,
    () => writes,
    () => writes,
  );
  const userId = readSession()?.id;
  return all.filter((write) => write.userId === userId);
}

/** Whether a write to `path` is kept on this device, still waiting to be sent ("Saved on this device"). */
export function useWaitingWrite(path: string): boolean {
  return useOfflineWrites().some((write) => write.path === path && write.state === 'waiting');
}

/**
 * Sends waiting writes when the app starts, when the browser comes back online, when a user
 * logs in and every FLUSH_INTERVAL_MS while online. Returns what stops it.
 */
export function startOfflineSync(): () => void {
  const flush = () => void flushWrites();
  window.addEventListener('online', flush);
  const timer = window.setInterval(() => {
    if (isOnline()) flush();
  }, FLUSH_INTERVAL_MS);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}

/** Forgets the in-memory queue (tests start each case from what IndexedDB holds). */
export function resetOfflineQueueForTests(): void {
  writes = [];
  loading = null;
  flushing = null;
  lastOrder = 0;
  waiters.clear();
  snapshotListeners.clear();
  eventListeners.clear();
}
