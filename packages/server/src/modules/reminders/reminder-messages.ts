import { normalisePhoneNumber, type ReminderKind } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { PushOutbox, TextOutbox } from '../../lib/outbox';

/** What a reminder's text or push is about: its client, local day and kind. */
interface ReminderMessage {
  userId: number;
  day: string;
  reminder: ReminderKind;
  companyName: string;
}

/** The outbox kind of a reminder's mail, text and push (`exercise_reminder`, `reflection_reminder`). */
export const reminderOutboxKind = (reminder: ReminderKind) => `${reminder}_reminder`;
/** The idempotency key of one client's day of a reminder. */
const keyOf = (message: ReminderMessage) =>
  `${reminderOutboxKind(message.reminder)}:${message.userId}:${message.day}`;

const TEXT_WORDING: Record<ReminderKind, string> = {
  exercise: 'your exercises for today are ready.',
  reflection: 'your daily reflection is ready.',
};

/**
 * Queues a reminder text of one client's day in `tx`: "<company>: your exercises for today are
 * ready. <link>" (or "your daily reflection is ready."). Nothing when the stored number is not a
 * valid one; a second call for the same client, day and reminder writes nothing (idempotency key
 * `<kind>:<user>:<day>`). Returns whether a text was queued; the caller delivers after commit.
 */
export async function queueReminderText(
  texts: TextOutbox,
  tx: DbOrTx,
  message: ReminderMessage & { phoneNumber: string; link: string },
): Promise<boolean> {
  const to = normalisePhoneNumber(message.phoneNumber);
  if (!to) return false;
  const id = await texts.queue(tx, {
    to,
    body: `${message.companyName}: ${TEXT_WORDING[message.reminder]} ${message.link}`,
    kind: reminderOutboxKind(message.reminder),
    userId: message.userId,
    idempotencyKey: keyOf(message),
  });
  return id !== null;
}

const PUSH_WORDING: Record<ReminderKind, { title: string; body: string }> = {
  exercise: { title: 'Your exercises for today are ready', body: 'A few minutes is all it takes.' },
  reflection: { title: 'Your daily reflection is ready', body: 'Take two minutes to look back on your day.' },
};

/** Queues a reminder push of one client's day in `tx`, once per client, day and reminder. */
export async function queueReminderPush(
  push: PushOutbox,
  tx: DbOrTx,
  message: ReminderMessage & { path: string },
): Promise<boolean> {
  const wording = PUSH_WORDING[message.reminder];
  const id = await push.queue(tx, {
    userId: message.userId,
    kind: reminderOutboxKind(message.reminder),
    title: `${message.companyName}: ${wording.title}`,
    body: wording.body,
    url: message.path,
    idempotencyKey: keyOf(message),
  });
  return id !== null;
}
