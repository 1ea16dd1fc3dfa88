import type { OutboxEmail, OutboxStatus } from '@tandem/shared';
import type { OutboxEmailRow } from './outbox.repo';

/** An outbox row as the developer page shows it. */
export function presentOutboxEmail(row: OutboxEmailRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status as OutboxStatus,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
