import { registerSW } from 'virtual:pwa-register';
import { reloadPage } from './reload-page';

/** How often an open tab asks whether a new service worker (a new version) is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long "reload to the new version" waits for the new worker to arrive when it is not there yet. */
const UPDATE_WAIT_MS = 5000;

let updateWaiting = false;
let registration: ServiceWorkerRegistration | undefined;
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setWaiting() {
  updateWaiting = true;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker (production builds only: Vite's dev server serves no shell to
 * cache). It precaches the app shell, so the next visit paints from the device and the app opens
 * offline. A new worker waits until the user chooses to reload (the new-version notice), so a
 * page is never swapped under someone typing.
 */
export function startServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onNeedRefresh: setWaiting,
    onRegisteredSW(_url, registered) {
      registration = registered;
      if (registered) setInterval(() => void registered.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}

/** Whether a new version's service worker is installed and waiting (useSyncExternalStore's pair). */
export const serviceWorkerUpdate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => updateWaiting,
};

async function waitForUpdate(ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!updateWaiting && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Reloads into the newest version. With a service worker the page would otherwise come back from
 * its cache as the old version: the waiting worker takes over first (asked for when the server
 * announced a version before the worker noticed), and the page reloads once it controls it.
 */
export async function reloadToNewVersion(): Promise<void> {
  if (!updateWaiting && registration) {
    await registration.update().catch(() => undefined);
    await waitForUpdate(UPDATE_WAIT_MS);
  }
  if (updateWaiting && activateUpdate) return activateUpdate(true);
  reloadPage();
}
