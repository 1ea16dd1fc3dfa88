import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  decryptPush,
  newSubscriptionKeys,
  subscriptionJson,
} from '../packages/server/src/test/fake-push-service';
import type { CaughtPush } from './support/push-catcher';
import { apiSession, login, useBrowser } from './support/browser';

/*
 * Web push end to end (decision 021). Headless Chromium reaches no real push service here, so
 * the page's PushManager answers with a subscription at the push catcher (global setup), with
 * keys this test made: the app registers it like any other, and the server's push for a new
 * message arrives at the catcher, encrypted for those keys.
 */

const browser = useBrowser();

async function apiLogin(email: string): Promise<{ authorization: string; id: number }> {
  const { token, id } = await apiSession(email);
  return { authorization: `Token ${token}`, id };
}

async function api<T>(path: string, authorization: string, body?: unknown): Promise<T> {
  const response = await fetch(`${browser.baseUrl()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function pushesAt(path: string): Promise<CaughtPush[]> {
  const response = await fetch(`${inject('pushReadUrl')}/pushes?path=${encodeURIComponent(path)}`);
  return (await response.json()) as CaughtPush[];
}

describe('web push', () => {
  it('a client turns notifications on in Settings, and a message from the coach reaches the device', async () => {
    const keys = newSubscriptionKeys();
    const endpointPath = `/push/e2e-${randomUUID()}`;
    const subscription = subscriptionJson(`${inject('pushOrigin')}${endpointPath}`, keys);

    const page = await browser.newPage();
    await page.context().grantPermissions(['notifications'], { origin: browser.baseUrl() });
    // The browser's push service, replaced: subscribing answers the test's subscription.
    await page.addInitScript((json) => {
      let current: object | null = null;
      const make = () => ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        current = make();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    }, subscription);

    await login(page, 'client@demo.test');
    await page.getByRole('button', { name: 'Chat with your coach' }).waitFor();
    await page.goto('/settings');
    const control = page.getByRole('switch', { name: 'Notifications on this device' });
    await control.waitFor();
    await page.getByText('Off: turn on to get notifications on this device.').waitFor();
    const registered = page.waitForResponse(
      (response) => response.url().endsWith('/api/devices/') && response.request().method() === 'POST',
    );
    await control.click();
    // The server stored the device.
    expect((await registered).status()).toBe(201);
    await page.getByText('On: this device shows your notifications.').waitFor();
    expect(await control.isChecked()).toBe(true);

    // The coach writes to the client.
    const client = await apiLogin('client@demo.test');
    const coach = await apiLogin('coach@demo.test');
    const coachUser = await api<{ first_name: string; last_name: string }>(
      `user/${coach.id}/`,
      coach.authorization,
    );
    const room = await api<{ id: number }>('coaches/messaging-rooms/', coach.authorization, {
      client: client.id,
    });
    const coachPage = await browser.newPage();
    await login(coachPage, 'coach@demo.test');
    await coachPage.waitForURL('**/dashboard');
    await coachPage.goto(`/messages?room=${room.id}`);
    const text = `Push check ${randomUUID().slice(0, 8)}: how did today's exercise go?`;
    const composer = coachPage.getByRole('textbox', { name: 'Message' });
    await composer.fill(text);
    await composer.press('Enter');
    await coachPage.getByRole('log').getByText(text).waitFor();

    // The push reaches the client's device, encrypted for its keys.
    await expect.poll(async () => (await pushesAt(endpointPath)).length, { timeout: 20_000 }).toBe(1);
    const [caught] = await pushesAt(endpointPath);
    expect(caught!.headers['content-encoding']).toBe('aes128gcm');
    expect(caught!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const payload = JSON.parse(decryptPush(Buffer.from(caught!.body, 'base64'), keys)) as Record<
      string,
      string
    >;
    expect(payload).toMatchObject({
      title: `${coachUser.first_name} ${coachUser.last_name}`,
      body: text,
      url: '/',
      kind: 'message',
    });
  });
});
