import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  ANALYTICS_FLUSH_MS,
  ANALYTICS_TRACKER_BATCH,
  DEVICE_ID_STORAGE_KEY,
  NAVIGATION_EVENT_TYPE,
  PAGE_VIEW_EVENT,
  analyticsPath,
  type AnalyticsEvent,
} from '@tandem/shared';
import { withSession } from './api-client';
import { readSession, type Session } from './session';
import { randomUuid } from './random-uuid';

/*
 * The usage tracker (issue 20; docs/decisions/024-usage-analytics.md): a `page_view` for each
 * new route, sent to our own API in batches. Nothing at all is recorded or sent when the browser
 * asks not to be tracked (Do Not Track, Global Privacy Control). Paths leave the browser as
 * routes (ids and tokens as `:id`). The server applies the user's own opt-out and the same
 * rules again.
 */

const EVENTS_URL = '/api/analytics/events/';

/** Whether the browser asks sites not to track it: `navigator.doNotTrack` or Global Privacy Control. */
export function browserRefusesTracking(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || signals.globalPrivacyControl === true;
}

/** This browser's opaque device id: a random UUID made once and kept in local storage. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  if (!id || !/^[A-Za-z0-9-]{8,64}$/.test(id)) {
    id = randomUuid();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  }
  return id;
}

export interface PageViewTracker {
  /** Records a page view of `path` (the same path twice in a row counts once). */
  track(path: string): void;
  /** Sends what is waiting, now. */
  flush(): void;
  /** Starts sending when the page is hidden or left. */
  start(): void;
  /** Sends what is waiting and stops listening. */
  stop(): void;
}

/**
 * A tracker that batches page views: sent when ANALYTICS_TRACKER_BATCH wait, ANALYTICS_FLUSH_MS
 * after the first one, when the page is hidden or left, and before the session changes (a batch
 * goes with the token it was recorded under). `keepalive` lets a batch outlive a closing tab.
 * Failures are dropped: a lost page view is fine, retrying is not worth a loop.
 */
export function createPageViewTracker(): PageViewTracker {
  let waiting: AnalyticsEvent[] = [];
  let waitingSession: Session | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPath: string | null = null;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting.length) return;
    const events = waiting;
    waiting = [];
    const headers = withSession({ 'Content-Type': 'application/json' }, waitingSession);
    try {
      void fetch(EVENTS_URL, {
        method: 'POST',
        headers,
        body: JSON.stringify(events),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // fetch itself threw (no network stack, a keepalive quota): the page views are let go.
    }
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  return {
    track(rawPath) {
      if (browserRefusesTracking()) return;
      const path = analyticsPath(rawPath);
      if (path === lastPath) return;
      lastPath = path;
      const session = readSession();
      if (waiting.length && session?.token !== waitingSession?.token) flush();
      waitingSession = session;
      waiting.push({
        event: PAGE_VIEW_EVENT,
        type: NAVIGATION_EVENT_TYPE,
        device_id: deviceId(),
        user_id: session?.id ?? null,
        path,
      });
      if (waiting.length >= ANALYTICS_TRACKER_BATCH) flush();
      else timer ??= setTimeout(flush, ANALYTICS_FLUSH_MS);
    },
    flush,
    start() {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
    },
    stop() {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    },
  };
}

/** Records a page view on every route change; the app shell calls it once. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const [tracker] = useState(createPageViewTracker);
  useEffect(() => {
    tracker.start();
    return () => tracker.stop();
  }, [tracker]);
  useEffect(() => tracker.track(pathname), [tracker, pathname]);
}
