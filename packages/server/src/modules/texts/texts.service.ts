import type { FastifyBaseLogger } from 'fastify';
import type { TwilioConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { OutgoingText, TextOutbox } from '../../lib/outbox';
import { createTextOutbox } from './text-outbox';
import { outboxProvider } from './text-provider';
import { createTwilioProvider } from './twilio-provider';
import { presentOutboxText } from './texts.presenter';
import * as repo from './texts.repo';

/** The app's text outbox: Twilio when TWILIO_* is set, else texts are only kept (decision 020). */
export function createTexts(db: Db, twilio: TwilioConfig | undefined, log: FastifyBaseLogger): TextOutbox {
  const provider = twilio ? createTwilioProvider(twilio) : outboxProvider;
  return createTextOutbox(db, { provider, log });
}

/**
 * Sends a text message: writes it to the outbox in `tx`, the caller's transaction, and the caller
 * calls `ctx.texts.deliver()` after commit; without `tx` it is written and handed to delivery at
 * once. Returns the outbox id, or null when a text with the same idempotency key exists. A
 * number the shared phone rule cannot read is refused (400 on `phone_number`).
 */
export async function sendText(
  ctx: Pick<AppContext, 'db' | 'texts'>,
  text: OutgoingText,
  tx?: DbOrTx,
): Promise<number | null> {
  const id = await ctx.texts.queue(tx ?? ctx.db, text);
  if (!tx && id !== null) void ctx.texts.deliver();
  return id;
}

/** A page of every text the app has written, newest first, as the developer outbox shows them. */
export async function listOutboxTexts(db: DbOrTx, window: { limit: number; offset: number }) {
  const { count, rows } = await repo.listTexts(db, window);
  return { count, results: rows.map(presentOutboxText) };
}
