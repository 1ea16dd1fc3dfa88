/*
 * The app's service worker (issue 20), built by vite-plugin-pwa (injectManifest). It precaches
 * the app shell, so a second visit paints from the device and the app opens offline, answers
 * navigations with the cached index.html (not the API, uploads, the socket or GraphQL), and
 * shows web push notifications (decision 021: the rule is in lib/push-notifications.ts). A new
 * version waits until the page asks it to take over (SKIP_WAITING, the new-version notice).
 */
import { LOGIN_PATHS, PRERENDERED_LOGIN_FILE } from '@tandem/shared';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
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
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
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
const precacheList = self.__WB_MANIFEST;

/*
 * The login addresses: the page the server last sent for them, from the device, refreshed from
 * the network behind it (stale-while-revalidate). The server renders a branded sub-domain's
 * login page with its logo and colours (issue 21), and a worker serves one origin, so one
 * sub-domain: the kept page is that sub-domain's. Kept by path (the `next` query changes nothing
 * in the page), in a cache named after this build's login page, so a new version never serves a
 * page naming the scripts of the last one; the older caches go when this worker activates.
 * Offline with nothing kept yet: the build's login page, else the app shell. Registered before
 * the precache's route, which would answer `/` and `/login` with the build's pages (index.html,
 * login.html) whatever the sub-domain.
 */
const LOGIN_PAGES_CACHE_PREFIX = 'tandem-login-pages-';
const builtLoginPage = precacheList.find(
  (entry) => typeof entry !== 'string' && entry.url === PRERENDERED_LOGIN_FILE,
);
const loginPagesCache =
  LOGIN_PAGES_CACHE_PREFIX + (typeof builtLoginPage === 'object' ? (builtLoginPage.revision ?? '') : '');
const loginPaths: readonly string[] = LOGIN_PATHS;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && loginPaths.includes(url.pathname),
  new StaleWhileRevalidate({
    cacheName: loginPagesCache,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname,
        handlerDidError: async () =>
          (await matchPrecache(PRERENDERED_LOGIN_FILE)) ?? (await matchPrecache('index.html')),
      },
    ],
  }),
);
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(LOGIN_PAGES_CACHE_PREFIX) && name !== loginPagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

precacheAndRoute(precacheList);
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
