/*
 * How web push notifications are delivered (docs/decisions/021-web-push.md has the reasons). The
 * rule is mail's and texts' (lib/mailer.ts, modules/texts), on its own table and queue:
 *
 * - `queue(tx, push)` writes an `outbox_pushes` row, status `queued`, in the caller's
 *   transaction: the push exists exactly when the change that caused it commits. The title and
 *   body are cut to fit a push payload; `url` is an app path. An idempotency key makes a second
 *   ask for the same push write nothing.
 * - `deliver()`, called after commit, hands every queued row on. In the running server
 *   (lib/jobs.ts) that is one pg-boss `deliver-push` job per row, singleton key `push:<id>`.
 *   Without pg-boss (tests) the rows are attempted right here, once per call.
 * - An attempt claims the row (`FOR UPDATE SKIP LOCKED`) and sends it, signed with the VAPID
 *   keys and encrypted (aes128gcm) for each subscription, to each of the user's web devices *at
 *   that moment* (TTL 12 h: a reminder is worthless the next day), payload JSON
 *   {title, body, url, kind, tag}. Per device:
 *     accepted (2xx)                 -> counted in `devices_reached`;
 *     404 or 410 (subscription gone) -> the device is deleted; it will never work again;
 *     other 4xx but 408/429          -> noted: our request is refused, a retry would not change it;
 *     anything else (5xx, 429, down) -> the row is retried.
 *   The row then ends:
 *     the user has allow_notice_push off -> `kept`, reason in `error`, nothing sent;
 *     no device (left)                   -> `kept`, reason in `error`;
 *     a retryable failure                -> `retrying` with mail's backoff, `failed` after the
 *                                           last retry. A retry sends to every device again: the
 *                                           notification's tag (`push-<id>`) makes a device that
 *                                           already has it replace it rather than show it twice;
 *     some device accepted it            -> `sent` (refusals noted in `error`);
 *     every device refused it            -> `failed`.
 * - The minute sweep (lib/jobs.ts) re-enqueues pushes left `queued` and fails those left
 *   `retrying` whose job is gone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError, type PushSubscription } from 'web-push';
import type { Db, Tx } from '../../db/client';
import { MAIL_RETRY_LIMIT, type DeliveryOutcome } from '../../lib/mailer';
import type { PushOutbox } from '../../lib/outbox';
import { deliveryLoop } from '../../lib/delivery-loop';
import { deleteDeviceByEndpoint, listUserWebDevices } from '../devices';
import type { VapidKeys } from './vapid';
import * as repo from './push.repo';

/** The pg-boss queue of push deliveries: one job per outbox_pushes row. */
export const DELIVER_PUSH = 'deliver-push';

/** How long a push service keeps a push for a device that is offline: half a day. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/** A push payload must stay under ~4 KB once encrypted; these leave room for the rest. */
export const MAX_PUSH_TITLE = 120;
export const MAX_PUSH_BODY = 500;

/** Why a row was kept rather than sent, as stored in its `error`. */
export const PUSH_KEPT_REASONS = {
  turnedOff: 'the user turned push notifications off',
  noDevice: 'the user has no device to push to',
} as const;

/** What a device's browser receives (the service worker reads it: packages/web/src/sw.ts). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  kind: string;
  /** Notifications with the same tag replace each other: a retried push is shown once. */
  tag: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const cut = (text: string, max: number) => {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
};

/** The push service's answer for one device. */
type DeviceResult = 'reached' | 'gone' | { refused: string } | { retry: string };

/** The web push outbox on `db`, signing with `vapid`. `agent`: an https.Agent (tests trust their own CA). */
export function createPushOutbox(
  db: Db,
  options: { vapid: VapidKeys; log: FastifyBaseLogger; retryLimit?: number; agent?: Agent },
): PushOutbox {
  const { vapid, log } = options;
  const retryLimit = options.retryLimit ?? MAIL_RETRY_LIMIT;

  async function sendToDevice(
    tx: Tx,
    device: { id: number; endpoint: string; registrationId: string },
    payload: string,
  ): Promise<DeviceResult> {
    try {
      const subscription = JSON.parse(device.registrationId) as PushSubscription;
      await webpush.sendNotification(subscription, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
        ...(options.agent ? { agent: options.agent } : {}),
      });
      return 'reached';
    } catch (error) {
      if (!(error instanceof WebPushError)) return { retry: errorText(error) };
      const status = error.statusCode;
      if (status === 404 || status === 410) {
        await deleteDeviceByEndpoint(tx, device.endpoint);
        log.info({ deviceId: device.id, status }, 'push subscription gone: device removed');
        return 'gone';
      }
      const message = `${status} ${error.body || error.message}`.trim();
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { refused: message };
      return { retry: message };
    }
  }

  async function attempt(tx: Tx, push: repo.ClaimedPush, lastAttempt: boolean): Promise<DeliveryOutcome> {
    const keep = async (reason: string) => {
      await repo.markAttempt(tx, push.id, { status: 'kept', error: reason, devicesReached: 0 });
      log.info({ pushId: push.id, userId: push.userId }, `push kept: ${reason}`);
      return { status: 'kept' as const };
    };
    if (!push.allowNoticePush) return keep(PUSH_KEPT_REASONS.turnedOff);
    const devices = await listUserWebDevices(tx, push.userId);
    const payload: PushPayload = {
      title: push.title,
      body: push.body,
      url: push.url,
      kind: push.kind,
      tag: `push-${push.id}`,
    };
    const body = JSON.stringify(payload);
    let reached = 0;
    const refused: string[] = [];
    const retry: string[] = [];
    for (const device of devices) {
      const result = await sendToDevice(tx, device, body);
      if (result === 'reached') reached += 1;
      else if (result === 'gone') continue;
      else if ('refused' in result) refused.push(`device ${device.id}: ${result.refused}`);
      else retry.push(`device ${device.id}: ${result.retry}`);
    }
    if (!reached && !refused.length && !retry.length) return keep(PUSH_KEPT_REASONS.noDevice);
    if (retry.length) {
      const status = lastAttempt ? 'failed' : 'retrying';
      const error = [...retry, ...refused].join('; ');
      await repo.markAttempt(tx, push.id, { status, error, devicesReached: reached });
      if (status === 'failed') log.error({ pushId: push.id, error }, 'push delivery failed for good');
      else log.warn({ pushId: push.id, error }, 'push delivery failed, will retry');
      return { status, error };
    }
    const error = refused.length ? refused.join('; ') : null;
    if (!reached) {
      await repo.markAttempt(tx, push.id, { status: 'failed', error, devicesReached: 0 });
      log.error({ pushId: push.id, error }, 'push refused by every device');
      return { status: 'failed', error: error! };
    }
    await repo.markAttempt(tx, push.id, { status: 'sent', error, devicesReached: reached });
    return { status: 'sent' };
  }

  const isLast = (push: repo.ClaimedPush) => push.attempts + 1 > retryLimit;

  /** One attempt of the first push on its way that matches `where`; null when there is none. */
  function attemptNext(where: SQL, lastAttempt?: boolean) {
    return db.transaction(async (tx) => {
      const push = await repo.claimPush(tx, where);
      if (!push) return null;
      return { id: push.id, outcome: await attempt(tx, push, lastAttempt ?? isLast(push)) };
    });
  }

  /** Without a job queue: one attempt for every push on its way, oldest first. */
  async function deliverInProcess(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const attempted = await attemptNext(sql`p.id > ${afterId}`);
      if (!attempted) return;
      afterId = attempted.id;
    }
  }

  const loop = deliveryLoop('push', log, deliverInProcess);
  return {
    jobName: DELIVER_PUSH,
    table: 'outbox_pushes',
    keyPrefix: 'push',
    // A push has no address: its user is who it was for.
    recipientColumn: 'user_id',
    noun: 'push',
    publicKey: vapid.publicKey,

    async queue(tx, push) {
      if (!push.url.startsWith('/') || push.url.startsWith('//'))
        throw new Error(`a push opens an app path, got ${push.url}`);
      const title = cut(push.title, MAX_PUSH_TITLE);
      if (!title) throw new Error('a push has a title');
      return repo.insertPush(tx, {
        userId: push.userId,
        kind: push.kind,
        title,
        body: cut(push.body, MAX_PUSH_BODY),
        url: push.url,
        idempotencyKey: push.idempotencyKey ?? null,
      });
    },

    deliver: loop.deliver,

    async deliverOne(id, attemptOptions = {}) {
      const attempted = await attemptNext(sql`p.id = ${id}`, attemptOptions.lastAttempt);
      return attempted?.outcome ?? { status: 'skipped' };
    },

    setDispatcher: loop.setDispatcher,
  };
}
