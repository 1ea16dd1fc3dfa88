/*
 * This browser's side of web push (decision 021): whether it can show notifications, whether
 * the user blocked them, and its push subscription, which lives in the service worker's
 * registration. The permission is the browser's: once denied, only its site settings undo it.
 */

/** Where this device stands: `checking` until the service worker has been asked. */
export type DevicePushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** Whether this browser has what web push needs: a service worker, the Push API, notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, if one is installed (production builds register it). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** Where this device stands now. */
export async function devicePushState(): Promise<{
  state: DevicePushState;
  subscription: PushSubscription | null;
}> {
  if (!pushSupported()) return { state: 'unsupported', subscription: null };
  if (Notification.permission === 'denied') return { state: 'blocked', subscription: null };
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  return { state: subscription ? 'on' : 'off', subscription };
}

/** A base64url VAPID key as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the user's permission and subscribes this browser with the server's key: the subscription,
 * or the state that stopped it (`blocked` when the user said no, `off` when they closed the
 * question without answering).
 */
export async function subscribeThisDevice(
  publicKey: () => Promise<string>,
): Promise<PushSubscription | 'blocked' | 'off'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const ready = await navigator.serviceWorker.ready;
  const existing = await ready.pushManager.getSubscription();
  if (existing) return existing;
  return ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(await publicKey()),
  });
}
