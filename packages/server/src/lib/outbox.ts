import type { DbOrTx } from '../db/client';
import type { DeliveryOutcome } from './mailer';

/*
 * What the job queue (lib/jobs.ts) needs of a transactional outbox to deliver it: mail
 * (lib/mailer.ts, decision 003), text messages (modules/texts, decision 020) and web push
 * (modules/push, decision 021). All keep the
 * same rule: a row is written in the caller's transaction with status `queued`, one pg-boss job
 * per row delivers it (singleton key `<keyPrefix>:<id>`), an attempt claims the row with
 * `FOR UPDATE SKIP LOCKED`, and the row ends `sent`, `kept` or `failed`.
 */

/** A transactional outbox the queue delivers, one job per row. */
export interface OutboxChannel {
  /** The pg-boss queue of its delivery jobs (`deliver-email`, `deliver-text`). */
  readonly jobName: string;
  /** Its table; rows have `id`, `status`, `attempts` and `error` like outbox_emails. */
  readonly table: string;
  /** Jobs carry the singleton key `<keyPrefix>:<id>`, so a row never has two waiting. */
  readonly keyPrefix: string;
  /** The column naming who a row is for, logged when its delivery is given up: `to`, `user_id`. */
  readonly recipientColumn: string;
  /** What one row is called in the log: `mail`, `text`. */
  readonly noun: string;
  /** One delivery attempt of one row; `lastAttempt` decides between `retrying` and `failed`. */
  deliverOne(id: number, options?: { lastAttempt?: boolean }): Promise<DeliveryOutcome>;
  /** Makes `deliver()` enqueue jobs through `dispatch`; `null` delivers in-process again. */
  setDispatcher(dispatch: (() => Promise<void>) | null): void;
}

/** A text message on its way. modules/texts writes and delivers them (decision 020). */
export interface OutgoingText {
  /** The recipient's number; anything the shared phone rule reads, stored as E.164. */
  to: string;
  body: string;
  /** What the text is for (`exercise_reminder` …), shown on the developer outbox. */
  kind: string;
  /** The user it is for, if any: their texts go with their account. */
  userId?: number | null;
  /** A caller that may ask twice for the same text names it: the second ask writes nothing. */
  idempotencyKey?: string;
}

/** The text message outbox: Twilio with TWILIO_*, else the outbox_texts table and the log. */
export interface TextOutbox extends OutboxChannel {
  /** 'twilio', or 'outbox' when texts are only kept. */
  readonly provider: 'twilio' | 'outbox';
  /**
   * Writes the text in the caller's transaction; returns the outbox id, or null when a text with
   * the same idempotency key was written before. The number is stored as E.164; one the shared
   * phone rule cannot read is refused (400 on `phone_number`), never written.
   */
  queue(tx: DbOrTx, text: OutgoingText): Promise<number | null>;
  /** Hands every queued text to delivery now; call after commit. Never rejects. */
  deliver(): Promise<void>;
}

/** A web push notification on its way. modules/push writes and delivers them (decision 021). */
export interface OutgoingPush {
  /** The user it is for: it goes to each of their web devices when it is delivered. */
  userId: number;
  /** What the push is for (`message`, `exercise_reminder` …); also the notification's tag. */
  kind: string;
  title: string;
  body: string;
  /** The app path a click opens (`/messages/…`, `/daily-exercise`). */
  url: string;
  /** A caller that may ask twice for the same push names it: the second ask writes nothing. */
  idempotencyKey?: string;
}

/** The web push outbox: outbox_pushes rows sent with VAPID to each of the user's devices. */
export interface PushOutbox extends OutboxChannel {
  /** The VAPID public key (base64url) browsers subscribe with. */
  readonly publicKey: string;
  /**
   * Writes the push in the caller's transaction; returns the outbox id, or null when a push with
   * the same idempotency key was written before.
   */
  queue(tx: DbOrTx, push: OutgoingPush): Promise<number | null>;
  /** Hands every queued push to delivery now; call after commit. Never rejects. */
  deliver(): Promise<void>;
}
