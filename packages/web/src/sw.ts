/*
 * The app's service worker (issue 20), built by vite-plugin-pwa (injectManifest). It precaches
 * the app shell, so a second visit paints from the device and the app opens offline, answers
 * navigations with the cached index.html (not the API, uploads, the socket or GraphQL), and
 * shows web push notifications (decision 021: the rule is in lib/push-notifications.ts). A new
 * version waits until the page asks it to take over (SKIP_WAITING, the new-version notice).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  openNotificationUrl,
  showPushNotification,
  type AppWindow,
  type WorkerScope,
} from './lib/push-notifications';

/** The worker's global scope, in the few words used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare global {
  /** The precache list, which Workbox's build writes in place of `self.__WB_MANIFEST`. */
  var __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
}
interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(
    type: 'push',
    listener: (event: ExtendableEvent & { data: { text(): string } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: Notification }) => void,
  ): void;
}

const worker = self as unknown as ServiceWorkerScope;

// Written out as `self.__WB_MANIFEST`: the build looks for exactly that.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/socket\.io\//, /^\/graphi?ql/],
  }),
);

// The page's "reload to the new version" (workbox-window's messageSkipWaiting).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

const scope: WorkerScope = {
  origin: worker.location.origin,
  windows: () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  openWindow: (url) => worker.clients.openWindow(url),
  showNotification: (title, options) => worker.registration.showNotification(title, options),
};

worker.addEventListener('push', (event) => {
  event.waitUntil(showPushNotification(scope, event.data?.text()));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationUrl(scope, event.notification.data));
});
