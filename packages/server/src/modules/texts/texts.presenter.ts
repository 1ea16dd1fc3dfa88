import type { OutboxStatus, OutboxText } from '@tandem/shared';
import type { OutboxTextRow } from './texts.repo';

/** An outbox text as the developer page shows it. */
export function presentOutboxText(row: OutboxTextRow): OutboxText {
  return {
    id: row.id,
    to: row.to,
    body: row.body,
    kind: row.kind,
    status: row.status as OutboxStatus,
    error: row.error,
    attempts: row.attempts,
    provider_id: row.providerId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
