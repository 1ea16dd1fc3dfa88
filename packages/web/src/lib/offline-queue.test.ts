import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, WRITTEN_AT_HEADER } from '@tandem/shared';
import { fakeApi, type FakeRoutes } from '../test/fake-api';
import { ApiError } from './api-client';
import { deviceStore, resetDeviceStoreForTests } from './device-store';
import {
  flushWrites,
  onWriteEvent,
  queueWrite,
  resetOfflineQueueForTests,
  startOfflineSync,
  type OfflineWrite,
  type WriteEvent,
} from './offline-queue';
import { writeSession } from './session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let online = true;
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetDeviceStoreForTests();
  resetOfflineQueueForTests();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  writeSession({ token: 'token-7', id: 7 });
});
afterEach(() => resetOfflineQueueForTests());

const complete = (id: number) =>
  queueWrite<{ id: number }>({
    method: 'PATCH',
    path: `clients/tasks/${id}/`,
    body: { completed: true },
    invalidates: [['daily-exercise', 'today']],
    label: `completing ${id}`,
  });
/** What IndexedDB keeps, in the queue's order (it lists by key, a random id). */
const stored = async () =>
  (await deviceStore.getAll<OfflineWrite>('writes')).sort((a, b) => a.order - b.order);
const events = () => {
  const heard: WriteEvent[] = [];
  onWriteEvent((event) => heard.push(event));
  return heard;
};
const taskRoutes = (answer: (id: number) => FakeRoutes[string]): FakeRoutes =>
  Object.fromEntries([1, 2, 3].map((id) => [`PATCH /api/clients/tasks/${id}/`, answer(id)]));

describe('the offline write queue', () => {
  it('sends a write made online at once, with its id and moment, and keeps nothing', async () => {
    const server = fakeApi(taskRoutes((id) => ({ body: { id } })));
    const before = Date.now();
    await expect(complete(1)).resolves.toEqual({ status: 'synced', data: { id: 1 } });
    const [call] = server.callsTo('PATCH /api/clients/tasks/1/');
    expect(call!.body).toEqual({ completed: true });
    expect(call!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    const writtenAt = Date.parse(call!.headers.get(WRITTEN_AT_HEADER)!);
    expect(writtenAt).toBeGreaterThanOrEqual(before - 5);
    expect(call!.headers.get('Authorization')).toBe('Token token-7');
    expect(await stored()).toEqual([]);
  });

  it('keeps writes made offline in IndexedDB and sends them in order once online, same ids', async () => {
    const server = fakeApi(taskRoutes((id) => ({ body: { id } })));
    online = false;
    const heard = events();
    await expect(complete(2)).resolves.toEqual({ status: 'queued' });
    await expect(complete(1)).resolves.toEqual({ status: 'queued' });
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    const kept = await stored();
    expect(kept.map((write) => [write.path, write.state])).toEqual([
      ['clients/tasks/2/', 'waiting'],
      ['clients/tasks/1/', 'waiting'],
    ]);
    expect(heard.map((event) => event.type)).toEqual(['waiting', 'waiting']);

    // A reload: the queue reads what IndexedDB kept.
    resetOfflineQueueForTests();
    const afterReload = events();
    online = true;
    const stop = startOfflineSync();
    await vi.waitFor(async () => expect(await stored()).toEqual([]), { timeout: 5000 });
    stop();
    const sent = server.calls.filter((call) => call.method === 'PATCH');
    expect(sent.map((call) => call.path)).toEqual(['/api/clients/tasks/2/', '/api/clients/tasks/1/']);
    expect(sent.map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual(
      kept.map((write) => write.id),
    );
    expect(sent.map((call) => call.headers.get(WRITTEN_AT_HEADER))).toEqual(
      kept.map((write) => write.writtenAt),
    );
    expect(afterReload.map((event) => [event.type, 'handled' in event && event.handled])).toEqual([
      ['synced', false],
      ['synced', false],
    ]);
  });

  it('flushes when the browser says it is online again', async () => {
    const server = fakeApi(taskRoutes((id) => ({ body: { id } })));
    online = false;
    await complete(1);
    const stop = startOfflineSync();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.callsTo('PATCH /api/clients/tasks/1/')).toHaveLength(1), {
      timeout: 5000,
    });
    stop();
  });

  it('keeps a write the network or a 5xx failed, and stops there to keep the order', async () => {
    let down = true;
    const server = fakeApi(
      taskRoutes((id) => () => (down ? { status: 503, body: { detail: 'Down.' } } : { body: { id } })),
    );
    await expect(complete(1)).resolves.toEqual({ status: 'queued' });
    await expect(complete(2)).resolves.toEqual({ status: 'queued' });
    expect(server.callsTo('PATCH /api/clients/tasks/2/')).toHaveLength(0);
    expect((await stored()).map((write) => write.state)).toEqual(['waiting', 'waiting']);
    down = false;
    await flushWrites();
    expect(await stored()).toEqual([]);
    // Every try of the first write carried its one id; the second went once, after it.
    const keys = server
      .callsTo('PATCH /api/clients/tasks/1/')
      .map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(new Set(keys).size).toBe(1);
    expect(server.callsTo('PATCH /api/clients/tasks/2/')).toHaveLength(1);
  });

  it('drops a write refused for good and reports it; a refusal met at once rejects', async () => {
    fakeApi(taskRoutes(() => ({ status: 400, body: { detail: 'This reflection closed.' } })));
    const refusal = await complete(1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(await stored()).toEqual([]);

    online = false;
    await complete(2);
    const heard = events();
    online = true;
    await flushWrites();
    expect(await stored()).toEqual([]);
    expect(heard).toMatchObject([{ type: 'refused', handled: false, write: { label: 'completing 2' } }]);
    expect((heard[0] as { error: ApiError }).error.body).toEqual({ detail: 'This reflection closed.' });
  });

  it('keeps a write through a 401 and sends another user’s writes only for them', async () => {
    let loggedIn = false;
    const server = fakeApi(
      taskRoutes((id) => () => (loggedIn ? { body: { id } } : { status: 401, body: { detail: 'No.' } })),
    );
    await expect(complete(1)).resolves.toEqual({ status: 'queued' });
    expect(await stored()).toHaveLength(1);

    writeSession({ token: 'token-8', id: 8 });
    loggedIn = true;
    await flushWrites();
    expect(server.callsTo('PATCH /api/clients/tasks/1/')).toHaveLength(1);
    expect(await stored()).toHaveLength(1);

    writeSession({ token: 'token-7b', id: 7 });
    await flushWrites();
    const calls = server.callsTo('PATCH /api/clients/tasks/1/');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Authorization')).toBe('Token token-7b');
    expect(await stored()).toEqual([]);
  });
});
