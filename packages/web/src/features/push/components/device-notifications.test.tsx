import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  DEVICE_NOTIFICATIONS_FAILED,
  DEVICE_NOTIFICATIONS_LABEL,
  DEVICE_NOTIFICATIONS_STATES,
  DeviceNotifications,
} from './device-notifications';

vi.setConfig({ testTimeout: 20_000 });

const PUSH_KEY = 'GET /api/devices/push-key/';
const REGISTER = 'POST /api/devices/';
// A P-256 public key as the server gives it (base64url, 65 bytes).
const PUBLIC_KEY = `BA${'A'.repeat(85)}`;

/** A browser's push subscription, as JSON.stringify sees it. */
function fakeSubscription(endpoint = 'https://push.example.test/send/1') {
  return {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
  };
}

/** The browser's push machinery: permission, service worker registration, push manager. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = null as ReturnType<typeof fakeSubscription> | null,
  subscribeFails = false,
} = {}) {
  const browser = {
    permission,
    subscription: subscribed,
    subscribeOptions: [] as PushSubscriptionOptionsInit[],
  };
  const pushManager = {
    getSubscription: vi.fn(async () => browser.subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('push service not available', 'AbortError');
      browser.subscribeOptions.push(options);
      browser.subscription = fakeSubscription();
      return browser.subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return browser.permission;
      },
      requestPermission: vi.fn(async () => (browser.permission = answer)),
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return browser;
}

const control = () => screen.getByRole('switch', { name: DEVICE_NOTIFICATIONS_LABEL });
const said = (state: keyof typeof DEVICE_NOTIFICATIONS_STATES) =>
  screen.findByText(DEVICE_NOTIFICATIONS_STATES[state]);

describe('Notifications on this device', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('asks permission, subscribes with the server key and registers the subscription', async () => {
    const browser = fakeBrowser();
    const { server, user } = renderWithProviders(<DeviceNotifications />, {
      api: { [PUSH_KEY]: { body: { public_key: PUBLIC_KEY } }, [REGISTER]: { status: 201, body: { id: 3 } } },
    });
    await said('off');
    expect(control()).not.toBeChecked();
    await user.click(control());

    await said('on');
    expect(control()).toBeChecked();
    expect(browser.subscribeOptions).toHaveLength(1);
    expect(browser.subscribeOptions[0]!.userVisibleOnly).toBe(true);
    const key = browser.subscribeOptions[0]!.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(server.callsTo(REGISTER).map((call) => call.body)).toEqual([
      {
        type: 'web',
        registration_id: JSON.stringify({
          endpoint: 'https://push.example.test/send/1',
          expirationTime: null,
          keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
        }),
      },
    ]);
    // The description is the switch's accessible description.
    expect(control()).toHaveAccessibleDescription(DEVICE_NOTIFICATIONS_STATES.on);
  });

  it('says blocked, and stays off, when the user refuses the permission', async () => {
    fakeBrowser({ answer: 'denied' });
    const { server, user } = renderWithProviders(<DeviceNotifications />);
    await said('off');
    await user.click(control());
    await said('blocked');
    expect(control()).toBeDisabled();
    expect(control()).not.toBeChecked();
    expect(server.callsTo(REGISTER)).toEqual([]);
  });

  it('shows a browser that blocked notifications before as blocked, with nothing to switch', async () => {
    fakeBrowser({ permission: 'denied' });
    renderWithProviders(<DeviceNotifications />);
    await said('blocked');
    expect(control()).toBeDisabled();
  });

  it('says not supported in a browser without push', async () => {
    renderWithProviders(<DeviceNotifications />);
    await said('unsupported');
    expect(control()).toBeDisabled();
  });

  it('shows a subscribed browser as on and registers it again for this session', async () => {
    fakeBrowser({
      permission: 'granted',
      subscribed: fakeSubscription('https://push.example.test/send/old'),
    });
    const { server } = renderWithProviders(<DeviceNotifications />, {
      api: { [REGISTER]: { status: 201, body: { id: 3 } } },
    });
    await said('on');
    expect(control()).toBeChecked();
    await waitFor(() => expect(server.callsTo(REGISTER)).toHaveLength(1));
    expect(
      JSON.parse((server.callsTo(REGISTER)[0]!.body as { registration_id: string }).registration_id),
    ).toMatchObject({
      endpoint: 'https://push.example.test/send/old',
    });
  });

  it('unsubscribes the browser when turned off', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscribed: subscription });
    const { user } = renderWithProviders(<DeviceNotifications />, {
      api: { [REGISTER]: { status: 201, body: { id: 3 } } },
    });
    await said('on');
    await user.click(control());
    await said('off');
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so when the browser cannot subscribe', async () => {
    fakeBrowser({ subscribeFails: true });
    const { user } = renderWithProviders(<DeviceNotifications />, {
      api: { [PUSH_KEY]: { body: { public_key: PUBLIC_KEY } } },
    });
    await said('off');
    await user.click(control());
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_NOTIFICATIONS_FAILED);
    expect(control()).not.toBeChecked();
  });
});
