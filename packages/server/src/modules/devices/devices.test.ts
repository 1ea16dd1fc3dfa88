import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, deviceSchema } from '@tandem/shared';
import { devices } from '../../db/schema';
import { authHeader, buildClient, buildOwner, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/* POST devices/ (issue 20): a browser's push subscription, owned by the session that sent it. */

let t: TestApp;
let client: { id: number; email: string };
let other: { id: number; email: string };
let admin: { email: string };

beforeAll(async () => {
  t = await createTestApp();
  const { owner } = await buildOwner(t.db);
  client = (await buildClient(t.db, owner)).user;
  other = (await buildClient(t.db, owner)).user;
  admin = await buildUser(t.db, { isStaff: true });
});
afterAll(() => t.close());

let endpointCount = 0;
const subscription = (endpoint = `https://push.example.test/send/${++endpointCount}`) =>
  JSON.stringify({
    endpoint,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });

const register = (authorization: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/devices/',
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });

const rowsFor = (endpoint: string) => t.db.select().from(devices).where(eq(devices.endpoint, endpoint));

describe('POST devices/', () => {
  it("stores a web push subscription for the caller's user and session", async () => {
    const auth = await authHeader(t.app, client.email);
    const endpoint = 'https://push.example.test/send/stored';
    const response = await register(auth, { type: 'web', registration_id: subscription(endpoint) });
    expect(response.statusCode).toBe(201);
    const device = deviceSchema.parse(response.json());
    const [row] = await rowsFor(endpoint);
    expect(row).toMatchObject({ id: device.id, userId: client.id, type: 'web' });
    expect(row!.sessionId).not.toBeNull();
    expect(JSON.parse(row!.registrationId)).toEqual(JSON.parse(subscription(endpoint)));
  });

  it('keeps one row per subscription: registering again moves it to whoever sent it last', async () => {
    const endpoint = 'https://push.example.test/send/shared-browser';
    const first = await register(await authHeader(t.app, client.email), {
      type: 'web',
      registration_id: subscription(endpoint),
    });
    const again = await register(await authHeader(t.app, other.email), {
      type: 'web',
      registration_id: subscription(endpoint),
    });
    expect(again.json().id).toBe(first.json().id);
    const rows = await rowsFor(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(other.id);
  });

  it("removes the session's devices when it logs out, and only that session's", async () => {
    const phone = await authHeader(t.app, client.email);
    const laptop = await authHeader(t.app, client.email);
    const onPhone = 'https://push.example.test/send/phone';
    const onLaptop = 'https://push.example.test/send/laptop';
    await register(phone, { type: 'web', registration_id: subscription(onPhone) });
    await register(laptop, { type: 'web', registration_id: subscription(onLaptop) });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: phone },
    });
    expect(logout.statusCode).toBe(204);
    expect(await rowsFor(onPhone)).toHaveLength(0);
    expect(await rowsFor(onLaptop)).toHaveLength(1);
  });

  it('refuses what is not a push subscription, and unknown types, with field errors', async () => {
    const auth = await authHeader(t.app, client.email);
    const cases: [unknown, string][] = [
      [{ type: 'web', registration_id: 'fcm-token-123' }, 'registration_id'],
      [
        { type: 'web', registration_id: JSON.stringify({ endpoint: 'https://push.example.test/x' }) },
        'registration_id',
      ],
      [
        {
          type: 'web',
          registration_id: subscription('http://push.example.test/plain-http'),
        },
        'registration_id',
      ],
      [{ type: 'web', registration_id: '   ' }, 'registration_id'],
      [{ type: 'ios', registration_id: subscription() }, 'type'],
    ];
    for (const [body, field] of cases) {
      const response = await register(auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    const notJson = await register(auth, { type: 'web', registration_id: 'fcm-token-123' });
    expect(notJson.json()).toEqual({ registration_id: [DEVICE_MESSAGES.notASubscription] });
  });

  it('is for signed-in users, and not while acting as someone', async () => {
    expect((await register(undefined, { type: 'web', registration_id: subscription() })).statusCode).toBe(
      401,
    );
    const impersonation = await t.app.inject({
      method: 'POST',
      url: '/api/user/impersonate/',
      payload: { email: client.email },
      headers: { authorization: await authHeader(t.app, admin.email) },
    });
    const endpoint = 'https://push.example.test/send/impersonated';
    const response = await register(`Token ${impersonation.json().token}`, {
      type: 'web',
      registration_id: subscription(endpoint),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: DEVICE_MESSAGES.impersonating });
    expect(await rowsFor(endpoint)).toHaveLength(0);
  });
});
