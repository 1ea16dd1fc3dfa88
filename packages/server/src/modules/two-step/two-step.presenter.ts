import type { Passkey } from '@tandem/shared';
import type { PasskeyRow } from './two-step.repo';

/** A passkey as its owner sees it: a name and dates, never its key. */
export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
