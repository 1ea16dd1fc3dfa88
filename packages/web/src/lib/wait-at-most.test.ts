import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, settled } from '../test/deferred';
import { waitAtMost } from './wait-at-most';

describe('waitAtMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves when the work does, and when it fails', async () => {
    const fulfilled = deferred();
    const waiting = waitAtMost(fulfilled.promise, 1000);
    expect(await settled(waiting)).toBe(false);
    fulfilled.resolve();
    expect(await settled(waiting)).toBe(true);

    const failed = deferred();
    const waitingOnFailure = waitAtMost(failed.promise, 1000);
    failed.reject(new Error('offline'));
    await expect(waitingOnFailure).resolves.toBeUndefined();
  });

  it('resolves after `ms` when the work has not settled', async () => {
    const waiting = waitAtMost(new Promise(() => undefined), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves when the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = waitAtMost(new Promise(() => undefined), 1000, controller.signal);
    expect(await settled(waiting)).toBe(false);
    controller.abort();
    expect(await settled(waiting)).toBe(true);
  });
});
