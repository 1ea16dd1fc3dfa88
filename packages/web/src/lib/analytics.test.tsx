import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_FLUSH_MS, ANALYTICS_TRACKER_BATCH, DEVICE_ID_STORAGE_KEY } from '@tandem/shared';
import { createPageViewTracker, deviceId, usePageViews } from './analytics';
import { clearSession, writeSession } from './session';

/** The reports sent: each one's body, headers and options. */
function fakeSend() {
  const send = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', send);
  const reports = () =>
    send.mock.calls.map(([url, init]) => ({
      url: String(url),
      init: init!,
      events: JSON.parse(String(init!.body)) as { path: string; user_id: number | null; device_id: string }[],
      headers: new Headers(init!.headers),
    }));
  return { send, reports };
}

function setNavigator(name: 'doNotTrack' | 'globalPrivacyControl', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (navigator as { doNotTrack?: unknown }).doNotTrack;
  delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
  clearSession();
});

describe('the page view tracker', () => {
  it(`sends page views in a batch once ${ANALYTICS_TRACKER_BATCH} wait, with keepalive and the session's token`, () => {
    writeSession({ token: 'secret-token', id: 5 });
    const { send, reports } = fakeSend();
    const tracker = createPageViewTracker();
    for (let i = 1; i < ANALYTICS_TRACKER_BATCH; i++) tracker.track(`/client-detail/${i}/habits-${i % 2}`);
    expect(send).not.toHaveBeenCalled();
    tracker.track('/goals?tab=2');
    expect(reports()).toHaveLength(1);
    const [report] = reports();
    expect(report!.url).toBe('/api/analytics/events/');
    expect(report!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(report!.headers.get('authorization')).toBe('Token secret-token');
    expect(report!.headers.get('content-type')).toBe('application/json');
    expect(report!.events).toHaveLength(ANALYTICS_TRACKER_BATCH);
    expect(report!.events[0]).toEqual({
      event: 'page_view',
      type: 'navigation',
      device_id: deviceId(),
      user_id: 5,
      path: '/client-detail/:id/habits-1',
    });
    expect(report!.events.at(-1)!.path).toBe('/goals');
  });

  it('sends what waits after a while, when the page is hidden or left, and on stop', () => {
    const { reports } = fakeSend();
    const tracker = createPageViewTracker();
    tracker.start();
    tracker.track('/faq');
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS - 1);
    expect(reports()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(reports().map((r) => r.events.map((e) => e.path))).toEqual([['/faq']]);

    tracker.track('/terms-of-service');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    tracker.track('/sign-up');
    window.dispatchEvent(new Event('pagehide'));
    tracker.track('/login');
    tracker.stop();
    expect(reports().map((r) => r.events.map((e) => e.path))).toEqual([
      ['/faq'],
      ['/terms-of-service'],
      ['/sign-up'],
      ['/login'],
    ]);
    // Stopped: leaving the page sends nothing more, and the timer is gone.
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(reports()).toHaveLength(4);
  });

  it('counts the same route twice in a row once, and sends a visitor without a token or user', () => {
    const { reports } = fakeSend();
    const tracker = createPageViewTracker();
    tracker.track('/courses/3');
    tracker.track('/courses/4');
    tracker.track('/faq');
    tracker.flush();
    const [report] = reports();
    expect(report!.events.map((e) => [e.path, e.user_id])).toEqual([
      ['/courses/:id', null],
      ['/faq', null],
    ]);
    expect(report!.headers.get('authorization')).toBeNull();
  });

  it('sends the page views of a session with its own token before the session changes', () => {
    const { reports } = fakeSend();
    const tracker = createPageViewTracker();
    tracker.track('/login');
    writeSession({ token: 'new-token', id: 9 });
    tracker.track('/dashboard');
    tracker.flush();
    expect(reports().map((r) => [r.headers.get('authorization'), r.events.map((e) => e.path)])).toEqual([
      [null, ['/login']],
      ['Token new-token', ['/dashboard']],
    ]);
  });

  it.each([
    ['Do Not Track', () => setNavigator('doNotTrack', '1')],
    ['Global Privacy Control', () => setNavigator('globalPrivacyControl', true)],
  ])('sends nothing at all when the browser asks for %s', (_, refuse) => {
    refuse();
    const { send } = fakeSend();
    const tracker = createPageViewTracker();
    tracker.start();
    for (let i = 0; i < ANALYTICS_TRACKER_BATCH * 2; i++) tracker.track(`/screen-${i}`);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    tracker.stop();
    expect(send).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBeNull();
  });

  it('tracks when Do Not Track is off', () => {
    setNavigator('doNotTrack', '0');
    const { send } = fakeSend();
    const tracker = createPageViewTracker();
    tracker.track('/faq');
    tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('deviceId', () => {
  it('makes a random id once and keeps it', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'not an id!');
    expect(deviceId()).not.toBe('not an id!');
  });
});

describe('usePageViews', () => {
  it('records a page view for each route the app goes to, sent when the app goes away', async () => {
    const { reports } = fakeSend();
    function Shell() {
      usePageViews();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], {
      initialEntries: ['/dashboard'],
    });
    const view = render(<RouterProvider router={router} />);
    await act(() => router.navigate('/client-detail/12/goals'));
    await act(() => router.navigate('/client-detail/12/goals?tab=kpis'));
    await act(() => router.navigate('/messages'));
    expect(reports()).toHaveLength(0);
    view.unmount();
    expect(reports().map((r) => r.events.map((e) => e.path))).toEqual([
      ['/dashboard', '/client-detail/:id/goals', '/messages'],
    ]);
  });
});
