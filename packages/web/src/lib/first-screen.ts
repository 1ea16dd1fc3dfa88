import { useSyncExternalStore } from 'react';
import { waitAtMost } from './wait-at-most';

/**
 * The app's first screen, and the work that waits for it (issue 21).
 *
 * Some start-up work matters to nobody before the first screen is on the phone's display: the
 * real-time connection (13 KB of code, a handshake and a resync that draws the shell again), the
 * service worker's registration (its script, then the precache of the whole shell), and the
 * queries that draw nothing on the first screen (`useFirstScreenPainted`). Started with the app,
 * it competed with the first screen for the link and the main thread: Lighthouse's phone drew
 * today's list 0.2 s later for it. `afterFirstScreen` holds it back until the first screen has
 * painted.
 *
 * The rule: without `holdUntilFirstScreen` (tests, a component rendered alone) nothing waits. Once
 * held, the wait ends when the browser reports its first contentful paint after `firstScreenDrawn`
 * (where it reports none, a frame after it). It ends FIRST_SCREEN_PAINT_WAIT_MS after
 * `firstScreenDrawn` at most (a tab in the background paints nothing, and its connection must
 * still open), and FIRST_SCREEN_WAIT_MS after the hold whatever happens (a first render that
 * never comes, or an error before it, must not leave the app without its connection). Each
 * piece of work then runs in a task of its own.
 */

/** How long after the first screen's commit the work waits at most for its paint. */
export const FIRST_SCREEN_PAINT_WAIT_MS = 1000;
/** How long after start-up the work waits at most for the first screen. */
export const FIRST_SCREEN_WAIT_MS = 10_000;

let drawn: (() => void) | undefined;
let held: Promise<void> | undefined;
let released = false;
const listeners = new Set<() => void>();

/** Called once at start-up, before the first render: from now on `afterFirstScreen` waits. */
export function holdUntilFirstScreen(): void {
  const committed = new Promise<void>((resolve) => {
    drawn = resolve;
  });
  const painted = committed.then(() => waitAtMost(firstPaint(), FIRST_SCREEN_PAINT_WAIT_MS));
  held = waitAtMost(painted, FIRST_SCREEN_WAIT_MS).then(() => {
    released = true;
    listeners.forEach((listener) =>
      nextTask().then(() => {
        if (listeners.has(listener)) listener();
      }),
    );
  });
}

/**
 * A task of its own. What waited for the first paint ran in one task right after it (84 ms
 * unthrottled in Lighthouse's trace: four queries and their renders, the worker's registration,
 * the connection's code), a long task on a phone; each piece now runs in its own.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Called when the first screen has been committed (the app's first effect). */
export function firstScreenDrawn(): void {
  drawn?.();
}

/**
 * Resolves once the first screen has painted (at once when nothing holds it), in a task of its
 * own for each caller.
 */
export function afterFirstScreen(): Promise<void> {
  return held ? held.then(nextTask) : Promise.resolve();
}

/** Whether `afterFirstScreen` still has something to wait for. */
export function firstScreenPending(): boolean {
  return held !== undefined && !released;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the first screen has painted (always, when nothing holds it): for a query whose answer
 * draws nothing on that screen (the version check, the chat's unread counts, the reflection
 * reminder, the missing-areas check), `enabled` until then would only put its request and the
 * render of its answer before the paint.
 */
export function useFirstScreenPainted(): boolean {
  const painted = () => !firstScreenPending();
  // The same answer when the login page is prerendered (renderToString), where nothing fetches.
  return useSyncExternalStore(subscribe, painted, painted);
}

/**
 * The browser's first contentful paint, as it reports it (after the frame is on the display);
 * where it reports none, the end of the next frame. (A task queued from a frame's callback can
 * still run before that frame reaches the display: the connection's code was asked for 10–25 ms
 * before it in Chromium.)
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Tests: back to nothing held. */
export function resetFirstScreen(): void {
  drawn = undefined;
  held = undefined;
  released = false;
}
