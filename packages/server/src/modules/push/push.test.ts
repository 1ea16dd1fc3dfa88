import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { devices, outboxPushes, users } from '../../db/schema';
import type { PushOutbox } from '../../lib/outbox';
import { authHeader, buildClient, buildOwner } from '../../test/factories';
import {
  decryptPush,
  newSubscriptionKeys,
  startFakePushService,
  subscriptionJson,
  type FakePushService,
  type SubscriptionKeys,
} from '../../test/fake-push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPushOutbox, PUSH_KEPT_REASONS, PUSH_TTL_SECONDS, type PushPayload } from './push-outbox';
import { resolveVapidKeys, VAPID_FILE } from './vapid';

/* Web push (issue 20, decision 021): the outbox, delivery to a push service, VAPID keys. */

let t: TestApp;
let fake: FakePushService;
let outbox: PushOutbox;
let coach: { id: number; companyId: number | null };
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn(), child: () => log };

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakePushService();
  const { publicKey, privateKey, subject } = t.config.vapid;
  outbox = createPushOutbox(t.db, {
    vapid: { publicKey: publicKey!, privateKey: privateKey!, subject },
    log: log as unknown as FastifyBaseLogger,
    retryLimit: 2,
    agent: fake.agent,
  });
  coach = (await buildOwner(t.db)).owner;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let endpoints = 0;
/** A user with `count` browsers subscribed at the fake push service. */
async function userWithDevices(count: number) {
  const { user } = await buildClient(t.db, coach);
  const browsers: { path: string; keys: SubscriptionKeys }[] = [];
  for (let i = 0; i < count; i++) {
    const keys = newSubscriptionKeys();
    const endpointPath = `/push/${++endpoints}`;
    const endpoint = `${fake.origin}${endpointPath}`;
    await t.db.insert(devices).values({
      userId: user.id,
      type: 'web',
      endpoint,
      registrationId: JSON.stringify(subscriptionJson(endpoint, keys)),
    });
    browsers.push({ path: endpointPath, keys });
  }
  return { user, browsers };
}

const push = (userId: number, extra: Partial<Parameters<PushOutbox['queue']>[1]> = {}) => ({
  userId,
  kind: 'message',
  title: 'Casey Coach',
  body: 'How did the walk go?',
  url: '/messages?room=4',
  ...extra,
});

const rowOf = async (id: number) =>
  (await t.db.select().from(outboxPushes).where(eq(outboxPushes.id, id)))[0]!;
const arrivedAt = (endpointPath: string) => fake.requests.filter((request) => request.path === endpointPath);

describe('push outbox', () => {
  it("sends a queued push, encrypted for each of the user's browsers, and marks it sent", async () => {
    const { user, browsers } = await userWithDevices(2);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    expect((await rowOf(id)).status).toBe('queued');
    await outbox.deliver();

    for (const browser of browsers) {
      const [arrived] = arrivedAt(browser.path);
      expect(arrived!.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
      });
      expect(arrived!.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.vapid.publicKey}$`),
      );
      expect(Number(arrived!.headers['content-length'])).toBe(arrived!.body.length);
      const payload = JSON.parse(decryptPush(arrived!.body, browser.keys)) as PushPayload;
      expect(payload).toEqual({
        title: 'Casey Coach',
        body: 'How did the walk go?',
        url: '/messages?room=4',
        kind: 'message',
        tag: `push-${id}`,
      });
    }
    expect(await rowOf(id)).toMatchObject({ status: 'sent', devicesReached: 2, attempts: 1, error: null });
    expect((await rowOf(id)).sentAt).not.toBeNull();

    // A sent push is never sent again.
    await outbox.deliver();
    expect(await outbox.deliverOne(id)).toEqual({ status: 'skipped' });
    expect(arrivedAt(browsers[0]!.path)).toHaveLength(1);
  });

  it('writes a push once per idempotency key, in the caller transaction', async () => {
    const { user } = await userWithDevices(0);
    const key = `test:${user.id}`;
    const first = await t.db.transaction((tx) => outbox.queue(tx, push(user.id, { idempotencyKey: key })));
    expect(first).toEqual(expect.any(Number));
    expect(await outbox.queue(t.db, push(user.id, { idempotencyKey: key }))).toBeNull();
    // Rolled back with the caller's transaction: no push.
    await t.db
      .transaction(async (tx) => {
        await outbox.queue(tx, push(user.id, { idempotencyKey: `${key}:rolled-back` }));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await t.db.select().from(outboxPushes).where(eq(outboxPushes.userId, user.id));
    expect(rows.map((row) => row.idempotencyKey)).toEqual([key]);
  });

  it('cuts a long title and body to fit a push, and refuses a url that is no app path', async () => {
    const { user } = await userWithDevices(0);
    const id = (await outbox.queue(t.db, push(user.id, { title: 'T'.repeat(300), body: 'b '.repeat(600) })))!;
    const row = await rowOf(id);
    expect(row.title).toHaveLength(120);
    expect(row.title.endsWith('…')).toBe(true);
    expect(row.body.length).toBeLessThanOrEqual(500);
    await expect(outbox.queue(t.db, push(user.id, { url: 'https://evil.test/' }))).rejects.toThrow(
      /app path/,
    );
    await expect(outbox.queue(t.db, push(user.id, { url: '//evil.test/' }))).rejects.toThrow(/app path/);
  });

  it('removes a device the push service says is gone (410, 404), and keeps a push with no device left', async () => {
    const { user, browsers } = await userWithDevices(2);
    fake.answer(browsers[0]!.path, 410);
    fake.answer(browsers[1]!.path, 404);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    await outbox.deliverOne(id);
    expect(await t.db.select().from(devices).where(eq(devices.userId, user.id))).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: 'kept',
      error: PUSH_KEPT_REASONS.noDevice,
      devicesReached: 0,
    });
  });

  it('keeps the other devices when one is gone', async () => {
    const { user, browsers } = await userWithDevices(2);
    fake.answer(browsers[0]!.path, 410);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    await outbox.deliverOne(id);
    const left = await t.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(left.map((device) => device.endpoint)).toEqual([`${fake.origin}${browsers[1]!.path}`]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', devicesReached: 1 });
  });

  it('retries a push the push service fails (500), and fails it after the last retry', async () => {
    const { user, browsers } = await userWithDevices(1);
    fake.answer(browsers[0]!.path, 500, 1);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    const first = await outbox.deliverOne(id);
    expect(first.status).toBe('retrying');
    expect(first.error).toMatch(/500/);
    expect(await rowOf(id)).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(await t.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(1);

    // The retry goes through.
    expect(await outbox.deliverOne(id)).toEqual({ status: 'sent' });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, devicesReached: 1 });

    fake.answer(browsers[0]!.path, 503, 5);
    const doomed = (await outbox.queue(t.db, push(user.id)))!;
    expect((await outbox.deliverOne(doomed)).status).toBe('retrying');
    expect((await outbox.deliverOne(doomed, { lastAttempt: true })).status).toBe('failed');
    expect(await rowOf(doomed)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('fails at once a push every device refuses for good (4xx), keeping the devices', async () => {
    const { user, browsers } = await userWithDevices(1);
    fake.answer(browsers[0]!.path, 403);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    expect((await outbox.deliverOne(id)).status).toBe('failed');
    expect((await rowOf(id)).error).toMatch(/403/);
    expect(await t.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(1);
  });

  it('sends nothing to a user who turned push notifications off, and keeps the push with the reason', async () => {
    const { user, browsers } = await userWithDevices(1);
    await t.db.update(users).set({ allowNoticePush: false }).where(eq(users.id, user.id));
    const id = (await outbox.queue(t.db, push(user.id)))!;
    await outbox.deliver();
    expect(arrivedAt(browsers[0]!.path)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: 'kept',
      error: PUSH_KEPT_REASONS.turnedOff,
      attempts: 0,
    });
  });

  it('keeps a push for a user without a device', async () => {
    const { user } = await userWithDevices(0);
    const id = (await outbox.queue(t.db, push(user.id)))!;
    expect(await outbox.deliverOne(id)).toEqual({ status: 'kept' });
    expect(await rowOf(id)).toMatchObject({ status: 'kept', error: PUSH_KEPT_REASONS.noDevice });
  });
});

describe('GET devices/push-key/', () => {
  it('gives signed-in users the VAPID public key, and nobody else', async () => {
    const { user } = await buildClient(t.db, coach);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/devices/push-key/',
      headers: { authorization: await authHeader(t.app, user.email) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ public_key: t.config.vapid.publicKey });
    expect(t.app.ctx.push.publicKey).toBe(t.config.vapid.publicKey);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/devices/push-key/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('VAPID keys', () => {
  it('generates a pair into DATA_DIR/vapid.json (mode 0600) on first start and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tandem-vapid-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveVapidKeys(config.vapid, dataDir);
      const file = path.join(dataDir, VAPID_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      // A P-256 public key, uncompressed: 65 bytes.
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(resolveVapidKeys(config.vapid, dataDir)).toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes VAPID_* when set, writing nothing', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tandem-vapid-'));
    try {
      const config = loadConfig({
        VAPID_PUBLIC_KEY: 'public-key',
        VAPID_PRIVATE_KEY: 'private-key',
        VAPID_SUBJECT: 'https://coach.example.test/contact',
      });
      expect(resolveVapidKeys(config.vapid, dataDir)).toEqual({
        publicKey: 'public-key',
        privateKey: 'private-key',
        subject: 'https://coach.example.test/contact',
      });
      expect(() => statSync(path.join(dataDir, VAPID_FILE))).toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('defaults the subject to the support or sender address, and refuses half a pair or a bad subject', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@coach.test' }).vapid.subject).toBe('mailto:help@coach.test');
    expect(loadConfig({ MAIL_FROM: 'Coach <coach@coach.test>' }).vapid.subject).toBe(
      'mailto:coach@coach.test',
    );
    expect(loadConfig({ MAIL_FROM: 'not an address' }).vapid.subject).toBe('mailto:admin@localhost');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public-key' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'coach.test' })).toThrow(/VAPID_SUBJECT/);
  });
});
