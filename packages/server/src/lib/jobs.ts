import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { MAIL_RETRY_LIMIT, type Mailer } from './mailer';

/** One job per outbox row; the delivery rule is written at the top of lib/mailer.ts. */
export const DELIVER_EMAIL = 'deliver-email';
/** Every minute: re-enqueue mail left `queued`, give up on mail whose last retry was lost. */
export const SWEEP_OUTBOX = 'sweep-outbox';

/** What a module's minute job gets to work with. */
export interface MinuteJobContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Links in mail point here. */
  publicUrl: string;
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

export interface DeliverEmailJob {
  outboxId: number;
}

export interface JobsOptions {
  /** The app's database; pg-boss keeps its tables there in its own schema. */
  databaseUrl: string;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
  /** Mail retries: how many, the base delay, and whether it doubles (5, 30 s, true). */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** How often an idle worker looks for jobs (default 2 s; deliver() also wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Links in reminder mail point here. */
  publicUrl: string;
  /** Schedule the minute jobs from this process (config RUN_SCHEDULES); default true. */
  runSchedules?: boolean;
  /** The modules' minute jobs (exercise and reflection generation, their reminders). */
  minuteJobs?: MinuteJob[];
}

export interface Jobs {
  boss: PgBoss;
  /** Enqueues a delivery job for every `queued` mail with none on its way; what `deliver()` does now. */
  enqueueQueuedMail(): Promise<number>;
  /** The minute sweep, callable directly; returns how many mails it enqueued and gave up on. */
  sweepOutbox(): Promise<{ enqueued: number; failed: number }>;
  /** Stops the workers (waiting for mail being sent) and hands `deliver()` back to the mailer. */
  stop(): Promise<void>;
}

/** Arbitrary constant naming the advisory lock that serialises enqueueing mail jobs. */
const ENQUEUE_LOCK = 727_361_002;

/** Mail a job is still working on: created, waiting for a retry, or being sent. */
const liveJobFor = (schema: string) => sql`
  EXISTS (SELECT 1 FROM ${sql.identifier(schema)}.job j
    WHERE j.name = ${DELIVER_EMAIL} AND j.singleton_key = 'outbox:' || o.id AND j.state < 'completed')`;

/**
 * Starts pg-boss on the app's PostgreSQL (its own schema, created on first start), the mail
 * worker and the outbox sweep, and routes `mailer.deliver()` through the queue.
 */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { db, mailer, log } = options;
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

  const deliverQueue = {
    name: DELIVER_EMAIL,
    // `short`: at most one job waiting per singleton key, so a row is never enqueued twice.
    policy: 'short' as const,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    // Longer than a batch of attempts can take with the mailer's SMTP timeouts.
    expireInSeconds: 15 * 60,
  };
  await boss.createQueue(DELIVER_EMAIL, deliverQueue);
  await boss.updateQueue(DELIVER_EMAIL, deliverQueue);
  await boss.createQueue(SWEEP_OUTBOX, { name: SWEEP_OUTBOX, policy: 'short', retryLimit: 0 });
  // The minute jobs are idempotent, so a retry or an overlap does no harm; `stately` keeps at
  // most one waiting and one running, so a slow run does not pile up work behind it. Retries:
  // a failed run is simply tried again by the next minute's job.
  const modulesJobs = options.minuteJobs ?? [];
  const dailyJobs = modulesJobs.map((job) => job.name);
  for (const name of dailyJobs) {
    await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 });
  }
  const minuteJobs = [SWEEP_OUTBOX, ...dailyJobs];
  for (const name of minuteJobs) {
    if (options.runSchedules === false) await boss.unschedule(name);
    else await boss.schedule(name, '* * * * *');
  }

  async function enqueueQueuedMail(): Promise<number> {
    // The check and the insert happen under one advisory lock, across processes: pg-boss's
    // `short` policy only dedupes jobs still waiting, so without it two callers could each add a
    // job while the first is already being worked. (Delivery itself is idempotent regardless.)
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ENQUEUE_LOCK})`);
      const queued = await tx.execute<{ id: number }>(sql`
        SELECT o.id FROM outbox_emails o WHERE o.status = 'queued' AND NOT ${liveJobFor(schema)} ORDER BY o.id`);
      if (!queued.rows.length) return 0;
      // pg-boss commits this on its own connection before our lock is released.
      await boss.insert(
        queued.rows.map(({ id }) => ({
          name: DELIVER_EMAIL,
          data: { outboxId: id },
          singletonKey: `outbox:${id}`,
        })),
      );
      return queued.rows.length;
    });
  }

  async function sweepOutbox() {
    const abandoned = await db.execute<{ id: number; to: string[]; error: string | null }>(sql`
      UPDATE outbox_emails SET status = 'failed'
      WHERE id IN (
        SELECT o.id FROM outbox_emails o WHERE o.status = 'retrying' AND NOT ${liveJobFor(schema)}
        FOR UPDATE OF o SKIP LOCKED)
      RETURNING id, "to", error`);
    for (const mail of abandoned.rows) {
      log.error(
        { outboxId: mail.id, to: mail.to, error: mail.error },
        'mail delivery failed for good (job lost)',
      );
    }
    return { enqueued: await enqueueQueuedMail(), failed: abandoned.rows.length };
  }

  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
    : {};
  // Batches, because a worker fetches at most once per polling interval; each job is settled on
  // its own: a failed attempt fails only its job, the rest complete when the handler returns.
  const deliverWorker = await boss.work<DeliverEmailJob>(
    DELIVER_EMAIL,
    { batchSize: 10, includeMetadata: true, ...polling },
    async (jobs) => {
      for (const job of jobs) {
        let error: string | undefined;
        try {
          const outcome = await mailer.deliverOne(job.data.outboxId, {
            lastAttempt: job.retryCount >= job.retryLimit,
          });
          error = outcome.error;
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
          log.error({ err: failure, outboxId: job.data.outboxId }, 'mail delivery attempt broke');
        }
        if (error !== undefined) await boss.fail(DELIVER_EMAIL, job.id, { message: error });
      }
    },
  );
  await boss.work(SWEEP_OUTBOX, polling, async () => {
    await sweepOutbox();
  });
  const context: MinuteJobContext = { db, mailer, log, publicUrl: options.publicUrl };
  for (const job of modulesJobs) {
    await boss.work(job.name, polling, async () => {
      await job.run(context);
    });
  }

  mailer.setDispatcher(async () => {
    if (await enqueueQueuedMail()) boss.notifyWorker(deliverWorker);
  });

  return {
    boss,
    enqueueQueuedMail,
    sweepOutbox,
    async stop() {
      mailer.setDispatcher(null);
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
