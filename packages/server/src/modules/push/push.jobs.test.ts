import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { devices, outboxPushes } from '../../db/schema';
import type { Jobs } from '../../lib/jobs';
import { fakeLog, startTestJobs } from '../../test/jobs';
import type { PushOutbox } from '../../lib/outbox';
import { buildClient, buildOwner } from '../../test/factories';
import {
  newSubscriptionKeys,
  startFakePushService,
  subscriptionJson,
  type FakePushService,
} from '../../test/fake-push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPushOutbox } from './push-outbox';
import { DELIVER_PUSH } from '.';

/* Pushes go through pg-boss as a third channel beside mail and texts (lib/jobs.ts). */

let t: TestApp;
let fake: FakePushService;
let push: PushOutbox;
let jobs: Jobs;
const log = fakeLog();

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakePushService();
  const { publicKey, privateKey, subject } = t.config.vapid;
  push = createPushOutbox(t.db, {
    vapid: { publicKey: publicKey!, privateKey: privateKey!, subject },
    log: log as unknown as FastifyBaseLogger,
    agent: fake.agent,
  });
  jobs = await startTestJobs(t, {
    push,
    log,
    retry: { limit: 1, delaySeconds: 1, backoff: false },
  });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await fake.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let endpoints = 0;
async function subscribedUser() {
  const { owner } = await buildOwner(t.db);
  const { user } = await buildClient(t.db, owner);
  const endpointPath = `/jobs/${++endpoints}`;
  const endpoint = `${fake.origin}${endpointPath}`;
  await t.db.insert(devices).values({
    userId: user.id,
    type: 'web',
    endpoint,
    registrationId: JSON.stringify(subscriptionJson(endpoint, newSubscriptionKeys())),
  });
  return { user, endpointPath };
}

const row = async (id: number) => (await t.db.select().from(outboxPushes).where(eq(outboxPushes.id, id)))[0]!;
const queue = (userId: number) =>
  t.db.transaction(
    async (tx) => (await push.queue(tx, { userId, kind: 'test', title: 'T', body: 'B', url: '/' }))!,
  );

describe('push delivery through pg-boss', () => {
  it('has its own retried queue beside mail and texts', async () => {
    expect(await jobs.boss.getQueue(DELIVER_PUSH)).toMatchObject({ policy: 'short', retryLimit: 1 });
  });

  it('delivers a push through one job keyed push:<id>', async () => {
    const { user, endpointPath } = await subscribedUser();
    const id = await queue(user.id);
    await Promise.all([push.deliver(), push.deliver()]);
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
    const made = await t.db.execute<{ state: string }>(
      sql`SELECT state FROM pgboss.job WHERE name = ${DELIVER_PUSH} AND singleton_key = ${`push:${id}`}`,
    );
    expect(made.rows).toHaveLength(1);
    expect(fake.requests.filter((request) => request.path === endpointPath)).toHaveLength(1);
  });

  it('retries a push the push service failed, through the job retry', async () => {
    const { user, endpointPath } = await subscribedUser();
    fake.answer(endpointPath, 500, 1);
    const id = await queue(user.id);
    await push.deliver();
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
    expect(await row(id)).toMatchObject({ attempts: 2, devicesReached: 1 });
  });

  it('sweeps a push left retrying whose job is gone into failed, naming its user', async () => {
    const { user } = await subscribedUser();
    const [lost] = await t.db
      .insert(outboxPushes)
      .values({
        userId: user.id,
        kind: 'test',
        title: 'T',
        body: 'B',
        url: '/',
        status: 'retrying',
        attempts: 2,
        error: 'timeout',
      })
      .returning();
    await jobs.sweepOutbox();
    expect(await row(lost!.id)).toMatchObject({ status: 'failed', error: 'timeout', attempts: 2 });
    expect(log.error).toHaveBeenCalledWith(
      { outboxId: lost!.id, to: user.id, error: 'timeout' },
      'push delivery failed for good (job lost)',
    );
  });

  it('the minute sweep enqueues a push left queued', async () => {
    const { user } = await subscribedUser();
    const id = await queue(user.id);
    expect((await jobs.sweepOutbox()).enqueued).toBeGreaterThanOrEqual(1);
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
  });
});
