import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../test/deferred';
import {
  FIRST_SCREEN_PAINT_WAIT_MS,
  FIRST_SCREEN_WAIT_MS,
  afterFirstScreen,
  firstScreenDrawn,
  firstScreenPending,
  holdUntilFirstScreen,
  resetFirstScreen,
  useFirstScreenPainted,
} from './first-screen';

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    resetFirstScreen();
  });

  it('waits for nothing when nothing holds it (a component rendered alone, a test)', async () => {
    expect(firstScreenPending()).toBe(false);
    expect(await settled(afterFirstScreen())).toBe(true);
  });

  it('once held, waits for the first screen to be drawn and then painted', async () => {
    holdUntilFirstScreen();
    const waiting = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(waiting)).toBe(false);
    expect(firstScreenPending()).toBe(true);

    firstScreenDrawn();
    // The frame after the commit (16 ms under fake timers), then the task queued from it.
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(waiting)).toBe(true);
    expect(firstScreenPending()).toBe(false);
  });

  it('hands each piece of work that waited a task of its own', async () => {
    holdUntilFirstScreen();
    const order: string[] = [];
    const work = (name: string) => () => {
      order.push(name);
      // Runs before the next piece only if that piece is in a later task.
      queueMicrotask(() => order.push(`${name} done`));
    };
    const waiting = [afterFirstScreen().then(work('worker')), afterFirstScreen().then(work('connection'))];
    const { result } = renderHook(() => {
      const painted = useFirstScreenPainted();
      if (painted) order.push('queries');
      return painted;
    });
    await act(async () => {
      firstScreenDrawn();
      await vi.advanceTimersByTimeAsync(20);
    });
    await Promise.all(waiting);
    expect(result.current).toBe(true);
    expect(order).toEqual(['queries', 'worker', 'worker done', 'connection', 'connection done']);
  });

  it('does not wait past FIRST_SCREEN_PAINT_WAIT_MS for a paint that does not come (a tab in the background)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    holdUntilFirstScreen();
    const waiting = afterFirstScreen();
    firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The task the work is handed (fake timers put a timer set during a tick 1 ms on).
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait past FIRST_SCREEN_WAIT_MS for a first screen that never comes', async () => {
    holdUntilFirstScreen();
    const waiting = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The task the work is handed (fake timers put a timer set during a tick 1 ms on).
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

describe('useFirstScreenPainted', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    resetFirstScreen();
  });

  it('is true when nothing holds the first screen', () => {
    expect(renderHook(useFirstScreenPainted).result.current).toBe(true);
  });

  it('is false until the first screen has painted, then draws again with true', async () => {
    holdUntilFirstScreen();
    const { result } = renderHook(useFirstScreenPainted);
    expect(result.current).toBe(false);
    await act(async () => {
      firstScreenDrawn();
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(result.current).toBe(true);
  });
});
