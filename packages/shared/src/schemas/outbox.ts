import { z } from 'zod';
import { paginatedSchema } from './paging';

/**
 * Where an outgoing e-mail or text stands: `queued` (written, not yet handed on), `sent`
 * (accepted by the SMTP server, or by Twilio), `kept` (no SMTP_URL, or no TWILIO_*: it stays here
 * and in the log), `retrying` (the last attempt failed; `error` says why) and `failed` (every
 * retry failed, or Twilio refused the text for good).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'retrying', 'failed'] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** One e-mail on the developer outbox page (GET dev/outbox/, staff only). */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: outboxStatusSchema,
  /** The last delivery error, kept after a later success for the record. */
  error: z.string().nullable(),
  /** SMTP attempts made so far. */
  attempts: z.number().int(),
  created_at: z.string(),
  /** When it was sent (or kept); null while queued, retrying or failed. */
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Rows per page of the outbox (e-mail and texts) when the request gives no limit. */
export const OUTBOX_PAGE_SIZE = 20;
export const outboxPageSchema = paginatedSchema(outboxEmailSchema);

/** One text message on the developer outbox page (GET dev/outbox/texts/, staff only). */
export const outboxTextSchema = z.object({
  id: z.number().int(),
  /** The recipient's number, E.164. */
  to: z.string(),
  body: z.string(),
  /** What it is for: `exercise_reminder` … */
  kind: z.string(),
  /** As for e-mail; `sent` means Twilio accepted it, `kept` that no TWILIO_* is set. */
  status: outboxStatusSchema,
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** Twilio's message id (`SM…`) once sent; null otherwise. */
  provider_id: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxText = z.infer<typeof outboxTextSchema>;

export const outboxTextPageSchema = paginatedSchema(outboxTextSchema);
