import { z } from 'zod';
import { paginatedSchema } from './paging';

/**
 * Where an outgoing e-mail stands: `queued` (written, not yet handed on), `sent` (accepted by the
 * SMTP server), `kept` (no SMTP_URL: it stays here and in the log), `retrying` (the last attempt
 * failed; `error` says why) and `failed` (every retry failed).
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

/** Rows per page of the outbox when the request gives no limit. */
export const OUTBOX_PAGE_SIZE = 20;
export const outboxPageSchema = paginatedSchema(outboxEmailSchema);
