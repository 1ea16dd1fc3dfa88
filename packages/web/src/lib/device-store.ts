/*
 * What the app keeps on the device in IndexedDB (issue 20, the offline daily loop): the writes
 * waiting to reach the server (`writes`, lib/offline-queue.ts) and the queries a page needs to
 * open offline (`queries`, lib/query-persistence.ts). A tiny promise wrapper, no library.
 */

const DATABASE = 'tandem-device';
const VERSION = 1;
export type StoreName = 'writes' | 'queries';

let opening: Promise<IDBDatabase> | null = null;

/** Whether this browser has IndexedDB (private modes of some browsers do not). */
export const hasDeviceStore = () => typeof indexedDB !== 'undefined';

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('writes')) db.createObjectStore('writes', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('queries')) db.createObjectStore('queries');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened.'));
    };
  });
  return opening;
}

/** Runs one request on `store` in its own transaction and resolves once that transaction is done. */
async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = act(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted.'));
  });
}

export const deviceStore = {
  getAll: <T>(store: StoreName) =>
    run<T[]>(store, 'readonly', (objects) => objects.getAll() as IDBRequest<T[]>),
  get: <T>(store: StoreName, key: IDBValidKey) =>
    run<T | undefined>(store, 'readonly', (objects) => objects.get(key) as IDBRequest<T | undefined>),
  /** Writes `value`; `key` for a store without a key path (`queries`). */
  put: (store: StoreName, value: unknown, key?: IDBValidKey) =>
    run(store, 'readwrite', (objects) => objects.put(value, key)),
  delete: (store: StoreName, key: IDBValidKey) => run(store, 'readwrite', (objects) => objects.delete(key)),
  clear: (store: StoreName) => run(store, 'readwrite', (objects) => objects.clear()),
};

/** Forgets the open connection (tests give each case a fresh IndexedDB). */
export function resetDeviceStoreForTests(): void {
  opening = null;
}
