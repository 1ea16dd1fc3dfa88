/*
 * How text messages are delivered (docs/decisions/020-text-messages.md has the reasons). The
 * rule is mail's (lib/mailer.ts, decision 003), on its own table and queue:
 *
 * - `queue(tx, text)` reads the number with the shared phone rule and writes an `outbox_texts`
 *   row in E.164, status `queued`, in the caller's transaction: the text exists exactly when the
 *   change that caused it commits. A number the rule cannot read is refused, never written. An
 *   idempotency key makes a second ask for the same text write nothing.
 * - `deliver()`, called after commit, hands every queued row on. In the running server
 *   (lib/jobs.ts) that is one pg-boss `deliver-text` job per row, singleton key `text:<id>`.
 *   Without pg-boss (tests) the rows are attempted right here, once per call.
 * - An attempt claims the row (`FOR UPDATE SKIP LOCKED`, status `queued` or `retrying`) and holds
 *   it while the provider answers, so however many jobs or processes ask, one sends it and a
 *   `sent` row is never sent again. Outcomes:
 *     no TWILIO_*            -> `kept`: stays in the outbox, printed to the log with its text;
 *     accepted by Twilio     -> `sent` (`sent_at` and Twilio's message id set);
 *     refused for good (4xx) -> `failed` at once with Twilio's error: no retry would change it;
 *     throttled, unreachable -> `retrying` with the error stored and `attempts` counted; the job
 *                               is retried with mail's backoff (5 retries, 30 s to ~16 min apart);
 *     the last retry fails   -> `failed`, logged at error level.
 * - The minute sweep (lib/jobs.ts) re-enqueues texts left `queued` and fails those left
 *   `retrying` whose job is gone, as it does for mail.
 * A text is sent at least once: only a crash between Twilio accepting it and the row being
 * marked `sent` sends it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normalisePhoneNumber, PHONE_NUMBER_MESSAGES } from '@tandem/shared';
import type { Db, Tx } from '../../db/client';
import { fieldErrors } from '../../lib/errors';
import { MAIL_RETRY_LIMIT, type DeliveryOutcome } from '../../lib/mailer';
import type { TextOutbox } from '../../lib/outbox';
import { TextRefused, type TextProvider } from './text-provider';
import * as repo from './texts.repo';
import { deliveryLoop } from '../../lib/delivery-loop';

/** The pg-boss queue of text deliveries: one job per outbox_texts row. */
export const DELIVER_TEXT = 'deliver-text';

/** The longest text we send: Twilio's limit for one message (it splits it into segments). */
export const MAX_TEXT_LENGTH = 1600;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The text outbox on `db`, delivering through `provider`. */
export function createTextOutbox(
  db: Db,
  options: { provider: TextProvider; log: FastifyBaseLogger; retryLimit?: number },
): TextOutbox {
  const { provider, log } = options;
  const retryLimit = options.retryLimit ?? MAIL_RETRY_LIMIT;

  async function attempt(tx: Tx, text: repo.ClaimedText, lastAttempt: boolean): Promise<DeliveryOutcome> {
    try {
      const outcome = await provider.send({ to: text.to, body: text.body });
      if (outcome.status === 'kept') {
        log.info({ textId: text.id, to: text.to }, `text kept in the outbox (no TWILIO_*):\n${text.body}`);
      }
      await repo.markDelivered(tx, text.id, outcome);
      return { status: outcome.status };
    } catch (error) {
      const status = lastAttempt || error instanceof TextRefused ? 'failed' : 'retrying';
      const message = errorText(error);
      await repo.markFailed(tx, text.id, { status, error: message });
      if (status === 'failed') {
        log.error({ textId: text.id, to: text.to, err: error }, 'text delivery failed for good');
      } else {
        log.warn({ textId: text.id, to: text.to, error: message }, 'text delivery failed, will retry');
      }
      return { status, error: message };
    }
  }

  const isLast = (text: repo.ClaimedText) => text.attempts + 1 > retryLimit;

  /** One attempt of the first text on its way that matches `where`; null when there is none. */
  function attemptNext(where: SQL, lastAttempt?: boolean) {
    return db.transaction(async (tx) => {
      const text = await repo.claimText(tx, where);
      if (!text) return null;
      return { id: text.id, outcome: await attempt(tx, text, lastAttempt ?? isLast(text)) };
    });
  }

  /** Without a job queue: one attempt for every text on its way, oldest first. */
  async function deliverInProcess(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const attempted = await attemptNext(sql`id > ${afterId}`);
      if (!attempted) return;
      afterId = attempted.id;
    }
  }

  const loop = deliveryLoop('text', log, deliverInProcess);
  return {
    jobName: DELIVER_TEXT,
    table: 'outbox_texts',
    keyPrefix: 'text',
    recipientColumn: 'to',
    noun: 'text',
    provider: provider.kind,

    async queue(tx, text) {
      const to = normalisePhoneNumber(text.to);
      if (!to) throw fieldErrors({ phone_number: [PHONE_NUMBER_MESSAGES.invalid] });
      const body = text.body.trim();
      if (!body || body.length > MAX_TEXT_LENGTH)
        throw new Error(`a text has 1 to ${MAX_TEXT_LENGTH} characters, got ${body.length}`);
      return repo.insertText(tx, {
        to,
        body,
        kind: text.kind,
        userId: text.userId ?? null,
        idempotencyKey: text.idempotencyKey ?? null,
      });
    },

    deliver: loop.deliver,

    async deliverOne(id, attemptOptions = {}) {
      const attempted = await attemptNext(sql`id = ${id}`, attemptOptions.lastAttempt);
      return attempted?.outcome ?? { status: 'skipped' };
    },

    setDispatcher: loop.setDispatcher,
  };
}
