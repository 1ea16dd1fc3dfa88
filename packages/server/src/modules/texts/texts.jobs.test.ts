import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxTexts } from '../../db/schema';
import type { Jobs } from '../../lib/jobs';
import { fakeLog, startTestJobs } from '../../test/jobs';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DELIVER_TEXT, sendText } from '.';

let t: TestApp;
let twilio: FakeTwilio;
let jobs: Jobs;
const log = fakeLog();

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({ twilio: twilio.config });
  jobs = await startTestJobs(t, {
    log,
    retry: { limit: 1, delaySeconds: 1, backoff: false },
  });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await twilio.close();
});

const text = (body: string) => ({ to: '(415) 555-2671', body, kind: 'test' });
const row = async (id: number) => (await t.db.select().from(outboxTexts).where(eq(outboxTexts.id, id)))[0]!;
const sentWith = (body: string) => twilio.messages().filter((message) => message.form.Body === body);

/** The pg-boss jobs ever made for one text. */
const jobsFor = async (id: number) =>
  (
    await t.db.execute<{ state: string }>(
      sql`SELECT state FROM pgboss.job WHERE name = ${DELIVER_TEXT} AND singleton_key = ${`text:${id}`}`,
    )
  ).rows;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('text delivery through pg-boss', () => {
  it('has its own retried queue beside mail', async () => {
    expect(await jobs.boss.getQueue(DELIVER_TEXT)).toMatchObject({ policy: 'short', retryLimit: 1 });
  });

  it('delivers a text through one job, and asking again or a stray job sends nothing more', async () => {
    const id = (await t.db.transaction((tx) => sendText(t.app.ctx, text('through a job'), tx)))!;
    // Two deliver() calls before the worker looks: still one job for the row.
    await Promise.all([t.app.ctx.texts.deliver(), t.app.ctx.texts.deliver()]);
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
    await until(
      () => jobsFor(id),
      (j) => j.length === 1 && j[0]!.state === 'completed',
    );

    await t.app.ctx.texts.deliver();
    expect(await jobs.enqueueQueuedTexts()).toBe(0);
    await jobs.boss.send(DELIVER_TEXT, { outboxId: id });
    await until(
      () =>
        t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVER_TEXT} AND state < 'completed'`,
        ),
      (r) => r.rows[0]!.n === 0,
    );
    expect(sentWith('through a job')).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a text Twilio could not take and sends it on the retry', async () => {
    twilio.failNext(503, { code: 20500, message: 'Service Unavailable' });
    const id = (await sendText(t.app.ctx, text('after a retry')))!;
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
    expect(await row(id)).toMatchObject({ attempts: 2, error: 'Twilio 503 20500: Service Unavailable' });
    expect(sentWith('after a retry')).toHaveLength(1);
  });

  it('sweeps a text left queued by a process that died before enqueueing it', async () => {
    // Committed, but deliver() never called.
    const id = (await t.app.ctx.texts.queue(t.db, text('swept')))!;
    await jobs.sweepOutbox();
    await until(
      () => row(id),
      (r) => r.status === 'sent',
    );
    expect(sentWith('swept')).toHaveLength(1);
  });

  it('sweeps a text left retrying whose job is gone into failed', async () => {
    const [lost] = await t.db
      .insert(outboxTexts)
      .values({ ...text('lost'), to: '+14155552671', status: 'retrying', attempts: 2, error: 'timeout' })
      .returning();
    await jobs.sweepOutbox();
    expect(await row(lost!.id)).toMatchObject({ status: 'failed', error: 'timeout', attempts: 2 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: lost!.id }),
      'text delivery failed for good (job lost)',
    );
  });
});
