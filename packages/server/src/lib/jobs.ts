import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { MAIL_RETRY_LIMIT, type Mailer } from './mailer';
import type { OutboxChannel, PushOutbox, TextOutbox } from './outbox';
import type { SiteAddress } from './company-brand';

/** One job per outbox row; the delivery rule is written at the top of lib/mailer.ts. */
export const DELIVER_EMAIL = 'deliver-email';
/**
 * Every minute: re-enqueue mail, texts and pushes left `queued`, give up on those whose last retry was
 * lost.
 */
export const SWEEP_OUTBOX = 'sweep-outbox';

/** What a module's minute job gets to work with. */
export interface MinuteJobContext {
  db: Db;
  mailer: Mailer;
  /** Text messages (modules/texts): written in the job's transaction, delivered after commit. */
  texts: TextOutbox;
  /** Web push (modules/push): written in the job's transaction, delivered after commit. */
  push: PushOutbox;
  log: FastifyBaseLogger;
  /** Where the app is served: links in messages start at a company's site (lib/company-brand.ts). */
  site: SiteAddress;
}

/**
 * Work a module wants done every minute (generation, reminders). Modules export theirs from
 * their index and the composition root (main.ts) hands them to startJobs: lib knows no module.
 * Each must be idempotent: a retry or an overlap does no harm.
 */
export interface MinuteJob {
  /** The pg-boss queue and schedule name. */
  name: string;
  run(context: MinuteJobContext): Promise<void>;
}

/** The data of a `deliver-email` or `deliver-text` job: the outbox row to deliver. */
export interface DeliverEmailJob {
  outboxId: number;
}

export interface JobsOptions {
  /** The app's database; pg-boss keeps its tables there in its own schema. */
  databaseUrl: string;
  db: Db;
  mailer: Mailer;
  /** The text message outbox, delivered like mail with its own queue (decision 020). */
  texts: TextOutbox;
  /** The web push outbox, delivered like mail with its own queue (decision 021). */
  push: PushOutbox;
  log: FastifyBaseLogger;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
  /** Mail and text retries: how many, the base delay, and whether it doubles (5, 30 s, true). */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** How often an idle worker looks for jobs (default 2 s; deliver() also wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Where the app is served, for the minute jobs' links. */
  site: SiteAddress;
  /** Schedule the minute jobs from this process (config RUN_SCHEDULES); default true. */
  runSchedules?: boolean;
  /** The modules' minute jobs (exercise and reflection generation, their reminders). */
  minuteJobs?: MinuteJob[];
  /**
   * Minute jobs an earlier version had and this one does not: a database that ran that version
   * still has their schedules and queues, which nothing works any more. They are removed at start.
   */
  retiredMinuteJobs?: string[];
}

export interface Jobs {
  boss: PgBoss;
  /** Enqueues a delivery job for every `queued` mail with none on its way; what `deliver()` does now. */
  enqueueQueuedMail(): Promise<number>;
  /** The same for text messages: what `texts.deliver()` does now. */
  enqueueQueuedTexts(): Promise<number>;
  /** The same for web push: what `push.deliver()` does now. */
  enqueueQueuedPushes(): Promise<number>;
  /** The minute sweep, callable directly; returns how many mails and texts it enqueued and gave up on. */
  sweepOutbox(): Promise<{ enqueued: number; failed: number }>;
  /** Stops the workers (waiting for mail and texts being sent) and hands `deliver()` back to each outbox. */
  stop(): Promise<void>;
}

/** Arbitrary constant naming the advisory lock that serialises enqueueing delivery jobs. */
const ENQUEUE_LOCK = 727_361_002;

/** A row a job is still working on: created, waiting for a retry, or being sent. */
const liveJobFor = (schema: string, channel: OutboxChannel) => sql`
  EXISTS (SELECT 1 FROM ${sql.identifier(schema)}.job j
    WHERE j.name = ${channel.jobName} AND j.singleton_key = ${`${channel.keyPrefix}:`} || o.id
      AND j.state < 'completed')`;

/** The mailer as the queue sees it: rows of outbox_emails, jobs keyed `outbox:<id>`. */
function mailChannel(mailer: Mailer): OutboxChannel {
  return {
    jobName: DELIVER_EMAIL,
    table: 'outbox_emails',
    keyPrefix: 'outbox',
    recipientColumn: 'to',
    noun: 'mail',
    deliverOne: (id, attempt) => mailer.deliverOne(id, attempt),
    setDispatcher: (dispatch) => mailer.setDispatcher(dispatch),
  };
}

/**
 * Starts pg-boss on the app's PostgreSQL (its own schema, created on first start), the mail and
 * text and push workers and the outbox sweep, and routes `mailer.deliver()`, `texts.deliver()` and
 * `push.deliver()` through the queue.
 */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { db, mailer, texts, push, log } = options;
  const mail = mailChannel(mailer);
  const channels = [mail, texts, push];
  const schema = options.schema ?? 'pgboss';
  const retry = options.retry ?? { limit: MAIL_RETRY_LIMIT, delaySeconds: 30, backoff: true };
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema,
    max: 4,
    application_name: 'tandem-jobs',
  });
  boss.on('error', (error: Error & { code?: string; queue?: string }) => {
    // 57P01: the server shutting down (embedded PostgreSQL stops with us); the pool ignores it too.
    if (error.code === '57P01') return;
    // Only the essentials: pg errors carry their whole client object.
    log.error({ error: error.message, code: error.code, queue: error.queue }, 'job queue error');
  });
  await boss.start();

  for (const channel of channels) {
    const deliverQueue = {
      name: channel.jobName,
      // `short`: at most one job waiting per singleton key, so a row is never enqueued twice.
      policy: 'short' as const,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      // Longer than a batch of attempts can take with SMTP's and Twilio's timeouts.
      expireInSeconds: 15 * 60,
    };
    await boss.createQueue(channel.jobName, deliverQueue);
    await boss.updateQueue(channel.jobName, deliverQueue);
  }
  await boss.createQueue(SWEEP_OUTBOX, { name: SWEEP_OUTBOX, policy: 'short', retryLimit: 0 });
  // The minute jobs are idempotent, so a retry or an overlap does no harm; `stately` keeps at
  // most one waiting and one running, so a slow run does not pile up work behind it. Retries:
  // a failed run is simply tried again by the next minute's job.
  const modulesJobs = options.minuteJobs ?? [];
  const dailyJobs = modulesJobs.map((job) => job.name);
  for (const name of dailyJobs) {
    await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 });
  }
  for (const name of options.retiredMinuteJobs ?? []) {
    await boss.unschedule(name);
    await boss.deleteQueue(name);
  }
  const minuteJobs = [SWEEP_OUTBOX, ...dailyJobs];
  for (const name of minuteJobs) {
    if (options.runSchedules === false) await boss.unschedule(name);
    else await boss.schedule(name, '* * * * *');
  }

  async function enqueueQueued(channel: OutboxChannel): Promise<number> {
    // The check and the insert happen under one advisory lock, across processes: pg-boss's
    // `short` policy only dedupes jobs still waiting, so without it two callers could each add a
    // job while the first is already being worked. (Delivery itself is idempotent regardless.)
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ENQUEUE_LOCK})`);
      const queued = await tx.execute<{ id: number }>(sql`
        SELECT o.id FROM ${sql.identifier(channel.table)} o
        WHERE o.status = 'queued' AND NOT ${liveJobFor(schema, channel)} ORDER BY o.id`);
      if (!queued.rows.length) return 0;
      // pg-boss commits this on its own connection before our lock is released.
      await boss.insert(
        queued.rows.map(({ id }) => ({
          name: channel.jobName,
          data: { outboxId: id },
          singletonKey: `${channel.keyPrefix}:${id}`,
        })),
      );
      return queued.rows.length;
    });
  }

  async function sweep(channel: OutboxChannel) {
    const abandoned = await db.execute<{ id: number; to: unknown; error: string | null }>(sql`
      UPDATE ${sql.identifier(channel.table)} t SET status = 'failed'
      WHERE id IN (
        SELECT o.id FROM ${sql.identifier(channel.table)} o
        WHERE o.status = 'retrying' AND NOT ${liveJobFor(schema, channel)}
        FOR UPDATE OF o SKIP LOCKED)
      RETURNING t.id, t.${sql.identifier(channel.recipientColumn)} AS "to", t.error`);
    for (const row of abandoned.rows) {
      log.error(
        { outboxId: row.id, to: row.to, error: row.error },
        `${channel.noun} delivery failed for good (job lost)`,
      );
    }
    return { enqueued: await enqueueQueued(channel), failed: abandoned.rows.length };
  }

  async function sweepOutbox() {
    const total = { enqueued: 0, failed: 0 };
    for (const channel of channels) {
      const swept = await sweep(channel);
      total.enqueued += swept.enqueued;
      total.failed += swept.failed;
    }
    return total;
  }

  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
    : {};
  // Batches, because a worker fetches at most once per polling interval; each job is settled on
  // its own: a failed attempt fails only its job, the rest complete when the handler returns.
  const startWorker = (channel: OutboxChannel) =>
    boss.work<DeliverEmailJob>(
      channel.jobName,
      { batchSize: 10, includeMetadata: true, ...polling },
      async (jobs) => {
        for (const job of jobs) {
          let error: string | undefined;
          try {
            const outcome = await channel.deliverOne(job.data.outboxId, {
              lastAttempt: job.retryCount >= job.retryLimit,
            });
            error = outcome.error;
          } catch (failure) {
            error = failure instanceof Error ? failure.message : String(failure);
            log.error(
              { err: failure, outboxId: job.data.outboxId },
              `${channel.noun} delivery attempt broke`,
            );
          }
          // A row already `failed` for good (a text to a number Twilio refuses) has its job's
          // retry find nothing to claim, and that retry completes.
          if (error !== undefined) await boss.fail(channel.jobName, job.id, { message: error });
        }
      },
    );
  const workers = new Map<OutboxChannel, string>();
  for (const channel of channels) workers.set(channel, await startWorker(channel));
  await boss.work(SWEEP_OUTBOX, polling, async () => {
    await sweepOutbox();
  });
  const context: MinuteJobContext = { db, mailer, texts, push, log, site: options.site };
  for (const job of modulesJobs) {
    await boss.work(job.name, polling, async () => {
      await job.run(context);
    });
  }

  for (const channel of channels) {
    channel.setDispatcher(async () => {
      if (await enqueueQueued(channel)) boss.notifyWorker(workers.get(channel)!);
    });
  }

  return {
    boss,
    enqueueQueuedMail: () => enqueueQueued(mail),
    enqueueQueuedTexts: () => enqueueQueued(texts),
    enqueueQueuedPushes: () => enqueueQueued(push),
    sweepOutbox,
    async stop() {
      for (const channel of channels) channel.setDispatcher(null);
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
