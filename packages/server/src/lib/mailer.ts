/*
 * How mail is delivered (docs/decisions/003-mail-delivery.md has the reasons):
 *
 * - `queue(tx, email)` writes an `outbox_emails` row, status `queued`, in the caller's transaction:
 *   the mail exists exactly when the change that caused it commits. It is the only way to send.
 * - `deliver()`, called after commit, hands every queued row on. In the running server (lib/jobs.ts)
 *   that is one pg-boss `deliver-email` job per row, singleton key `outbox:<id>`, never two pending
 *   for one row. Without pg-boss (tests) the rows are attempted right here, once per call.
 * - An attempt claims the row (`FOR UPDATE SKIP LOCKED`, status `queued` or `retrying`), so however
 *   many jobs or processes ask, one sends it and a `sent` row is never sent again. Outcomes:
 *     no SMTP_URL          -> `kept`: stays in the outbox, printed to the log with its full text;
 *     accepted by SMTP     -> `sent` (`sent_at` set);
 *     refused, unreachable -> `retrying` with the error stored and `attempts` counted; the job is
 *                             retried with exponential backoff (5 retries, 30 s to ~16 min apart);
 *     the last retry fails -> `failed`, logged at error level. Nothing is dropped silently.
 * - A sweep every minute re-enqueues rows left `queued` with no job on its way (the process died
 *   between commit and enqueue) and marks `failed` rows left `retrying` whose job is gone (the
 *   process died during the last attempt).
 * Mail is sent at least once: only a crash between SMTP accepting it and the row being marked
 * `sent` sends it again.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStatus } from '@tandem/shared';
import type { Db, DbOrTx, Tx } from '../db/client';
import { outboxEmails } from '../db/schema';
import { deliveryLoop } from './delivery-loop';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
}

/** Retries after the first attempt before a mail is `failed` (pg-boss's retryLimit). */
export const MAIL_RETRY_LIMIT = 5;

/** What one delivery attempt did to a row; `skipped` when it was not there to deliver. */
export interface DeliveryOutcome {
  status: OutboxStatus | 'skipped';
  error?: string;
}

export interface Mailer {
  /** Writes the mail in the caller's transaction; returns the outbox id. */
  queue(tx: DbOrTx, email: OutgoingEmail): Promise<number>;
  /** Hands every queued mail to delivery now; call after commit. Never rejects. */
  deliver(): Promise<void>;
  /**
   * One delivery attempt of one outbox row (the `deliver-email` job's work). `lastAttempt`
   * decides between `retrying` and `failed` on error; by default the row's own attempt count does.
   */
  deliverOne(id: number, options?: { lastAttempt?: boolean }): Promise<DeliveryOutcome>;
  /** Makes `deliver()` enqueue jobs through `dispatch` (lib/jobs.ts); `null` delivers in-process again. */
  setDispatcher(dispatch: (() => Promise<void>) | null): void;
}

type ClaimedMail = {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mail service: SMTP when `smtpUrl` is set, else the outbox table and the log. */
export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger; retryLimit?: number },
): Mailer {
  const { log } = options;
  const retryLimit = options.retryLimit ?? MAIL_RETRY_LIMIT;
  // Short timeouts: an attempt holds its row lock while it talks to the server, and a dead
  // server should become a retry in seconds, not minutes.
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : null;

  async function attempt(tx: Tx, mail: ClaimedMail, lastAttempt: boolean): Promise<DeliveryOutcome> {
    if (!transport) {
      log.info(
        { outboxId: mail.id, to: mail.to, subject: mail.subject },
        `mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
      );
      await tx.execute(sql`UPDATE outbox_emails SET status = 'kept', sent_at = now() WHERE id = ${mail.id}`);
      return { status: 'kept' };
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    } catch (error) {
      const status = lastAttempt ? 'failed' : 'retrying';
      const message = errorText(error);
      await tx.execute(sql`
        UPDATE outbox_emails SET status = ${status}, error = ${message}, attempts = attempts + 1
        WHERE id = ${mail.id}`);
      if (status === 'failed') {
        log.error({ outboxId: mail.id, to: mail.to, err: error }, 'mail delivery failed for good');
      } else {
        log.warn({ outboxId: mail.id, to: mail.to, error: message }, 'mail delivery failed, will retry');
      }
      return { status, error: message };
    }
    await tx.execute(sql`
      UPDATE outbox_emails SET status = 'sent', sent_at = now(), attempts = attempts + 1
      WHERE id = ${mail.id}`);
    return { status: 'sent' };
  }

  /** Claims the first row on its way that matches `where`, skipping rows another attempt holds. */
  async function claim(tx: Tx, where: SQL): Promise<ClaimedMail | undefined> {
    const claimed = await tx.execute<ClaimedMail>(sql`
      SELECT id, "to", subject, text, html, attempts FROM outbox_emails
      WHERE status IN ('queued', 'retrying') AND ${where}
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
    return claimed.rows[0];
  }

  const isLast = (mail: ClaimedMail) => mail.attempts + 1 > retryLimit;

  /** Without a job queue: one attempt for every mail on its way, oldest first. */
  async function deliverInProcess(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const id = await db.transaction(async (tx) => {
        const mail = await claim(tx, sql`id > ${afterId}`);
        if (!mail) return null;
        await attempt(tx, mail, isLast(mail));
        return mail.id;
      });
      if (id === null) return;
      afterId = id;
    }
  }

  const loop = deliveryLoop('mail', log, deliverInProcess);
  return {
    async queue(tx, email) {
      const [row] = await tx
        .insert(outboxEmails)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          meta: email.meta,
        })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },

    deliver: loop.deliver,

    async deliverOne(id, attemptOptions = {}) {
      return db.transaction(async (tx) => {
        const mail = await claim(tx, sql`id = ${id}`);
        if (!mail) return { status: 'skipped' as const };
        return attempt(tx, mail, attemptOptions.lastAttempt ?? isLast(mail));
      });
    },

    setDispatcher: loop.setDispatcher,
  };
}
