/*
 * What the service worker (src/sw.ts) does with a web push and a click on its notification
 * (decision 021). Written against the few parts of the worker's API it uses, so it is tested
 * without a worker:
 * - a push carries JSON {title, body, url, kind, tag} (modules/push on the server); it is shown
 *   with the app's icon, unless a focused window of the app is already on that url (the user is
 *   looking at it: the page itself shows what is new). Same tag, same notification: a retried
 *   push replaces the one shown rather than adding a second;
 * - a click closes the notification and brings the app to `url`: an open window of the app is
 *   focused and navigated there (one already there is preferred), else a new window opens.
 */

/** What a push brings (modules/push's PushPayload). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  kind: string;
  tag: string;
}

/** A window of the app, as the worker's Clients API gives it. */
export interface AppWindow {
  url: string;
  focused: boolean;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

/** The parts of the service worker's scope the handlers use. */
export interface WorkerScope {
  origin: string;
  windows(): Promise<AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The push's JSON, or null when it is not one of ours (an empty or foreign push). */
export function readPushMessage(text: string | undefined): PushMessage | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { title, body, url, kind, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof url !== 'string') return null;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url,
    kind: typeof kind === 'string' ? kind : 'notice',
    tag: typeof tag === 'string' ? tag : url,
  };
}

/**
 * An app path made absolute on the app's origin; anything pointing elsewhere becomes the app's
 * home, so a notification never opens another site.
 */
export function appUrl(url: string, origin: string): string {
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? resolved.href : new URL('/', origin).href;
}

/** Whether two addresses are the same page (path and query; the fragment is ignored). */
function samePage(a: string, b: string): boolean {
  const first = new URL(a);
  const second = new URL(b);
  return (
    first.origin === second.origin && first.pathname === second.pathname && first.search === second.search
  );
}

/** Handles a push: shows its notification, unless a focused window is on its page. Answers whether it showed one. */
export async function showPushNotification(scope: WorkerScope, text: string | undefined): Promise<boolean> {
  const message = readPushMessage(text);
  if (!message) return false;
  const url = appUrl(message.url, scope.origin);
  const windows = await scope.windows();
  if (windows.some((window) => window.focused && samePage(window.url, url))) return false;
  await scope.showNotification(message.title, {
    body: message.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    tag: message.tag,
    data: { url, kind: message.kind },
  });
  return true;
}

/** Handles a click on a notification whose data carries `url`: focuses or opens the app there. */
export async function openNotificationUrl(scope: WorkerScope, data: unknown): Promise<void> {
  const url = (data as { url?: unknown } | null)?.url;
  const target = appUrl(typeof url === 'string' ? url : '/', scope.origin);
  const windows = (await scope.windows()).filter((window) => new URL(window.url).origin === scope.origin);
  const chosen =
    windows.find((window) => samePage(window.url, target)) ?? windows.find((w) => w.focused) ?? windows[0];
  if (chosen) {
    const focused = await chosen.focus();
    if (samePage(focused.url, target)) return;
    // navigate() answers null when the window is not ours to steer (not controlled): open one.
    if (await focused.navigate(target).catch(() => null)) return;
  }
  await scope.openWindow(target);
}
