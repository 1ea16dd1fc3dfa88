/**
 * Resolves when `work` settles (fulfilled or rejected), `ms` have passed or `signal` aborts,
 * whichever comes first: for work worth waiting for a moment, never worth holding the app back
 * for (the queries kept on the device at start-up, a page's data before it renders).
 */
export function waitAtMost(work: Promise<unknown>, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
    work.then(done, done);
  });
}
