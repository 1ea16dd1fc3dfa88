import { describe, expect, it, vi } from 'vitest';
import {
  appUrl,
  NOTIFICATION_ICON,
  openNotificationUrl,
  readPushMessage,
  showPushNotification,
  type AppWindow,
  type WorkerScope,
} from './push-notifications';

const ORIGIN = 'https://app.tandem.test';

/** An app window at `path`; `navigable: false` is a window the worker does not control. */
function appWindow(path: string, { focused = false, navigable = true } = {}) {
  const window: AppWindow & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } = {
    url: new URL(path, ORIGIN).href,
    focused,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (url: string) => {
      if (!navigable) return null;
      window.url = url;
      return window;
    }),
  };
  return window;
}

function fakeScope(windows: AppWindow[] = []) {
  const scope = {
    origin: ORIGIN,
    windows: vi.fn(async () => windows),
    openWindow: vi.fn(async () => undefined),
    showNotification: vi.fn(async () => undefined),
  } satisfies WorkerScope;
  return scope;
}

const push = (extra: object = {}) =>
  JSON.stringify({
    title: 'Casey Coach',
    body: 'How did it go?',
    url: '/messages?room=4',
    kind: 'message',
    tag: 'push-9',
    ...extra,
  });

describe('a push', () => {
  it("shows the notification with the app's icon, its tag and where a click goes", async () => {
    const scope = fakeScope([appWindow('/daily-exercise', { focused: true })]);
    expect(await showPushNotification(scope, push())).toBe(true);
    expect(scope.showNotification).toHaveBeenCalledWith('Casey Coach', {
      body: 'How did it go?',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      tag: 'push-9',
      data: { url: `${ORIGIN}/messages?room=4`, kind: 'message' },
    });
  });

  it('shows nothing when a focused window is already on that page', async () => {
    const scope = fakeScope([appWindow('/messages?room=4#latest', { focused: true })]);
    expect(await showPushNotification(scope, push())).toBe(false);
    expect(scope.showNotification).not.toHaveBeenCalled();
  });

  it('still shows it when the window on that page is not focused, or a focused one is elsewhere', async () => {
    const background = fakeScope([
      appWindow('/messages?room=4'),
      appWindow('/messages?room=5', { focused: true }),
    ]);
    expect(await showPushNotification(background, push())).toBe(true);
  });

  it('ignores a push that is not ours', async () => {
    const scope = fakeScope();
    for (const text of [undefined, '', 'not json', '[]', JSON.stringify({ body: 'no title' })]) {
      expect(await showPushNotification(scope, text)).toBe(false);
    }
    expect(scope.showNotification).not.toHaveBeenCalled();
    expect(readPushMessage(JSON.stringify({ title: 'T', url: '/' }))).toEqual({
      title: 'T',
      body: '',
      url: '/',
      kind: 'notice',
      tag: '/',
    });
  });

  it('never points a notification at another site', () => {
    expect(appUrl('/goals', ORIGIN)).toBe(`${ORIGIN}/goals`);
    expect(appUrl('https://evil.test/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl('//evil.test/x', ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('a click on the notification', () => {
  const data = { url: `${ORIGIN}/messages?room=4`, kind: 'message' };

  it('focuses a window already on that page, without navigating it', async () => {
    const there = appWindow('/messages?room=4');
    const other = appWindow('/goals', { focused: true });
    const scope = fakeScope([other, there]);
    await openNotificationUrl(scope, data);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('focuses an open app window and takes it to the page', async () => {
    const open = appWindow('/goals');
    const scope = fakeScope([open]);
    await openNotificationUrl(scope, data);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(data.url);
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open, or the open one cannot be steered', async () => {
    const none = fakeScope([]);
    await openNotificationUrl(none, data);
    expect(none.openWindow).toHaveBeenCalledWith(data.url);

    const stuck = appWindow('/goals', { navigable: false });
    const uncontrolled = fakeScope([stuck]);
    await openNotificationUrl(uncontrolled, data);
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(data.url);
  });

  it("opens the app's home for a notification without a url", async () => {
    const scope = fakeScope([]);
    await openNotificationUrl(scope, undefined);
    expect(scope.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
