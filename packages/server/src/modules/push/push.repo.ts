import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { outboxPushes } from '../../db/schema';

export type OutboxPushRow = typeof outboxPushes.$inferSelect;

/** A push an attempt holds, with whether its user lets pushes through right now. */
export type ClaimedPush = Pick<
  OutboxPushRow,
  'id' | 'userId' | 'kind' | 'title' | 'body' | 'url' | 'attempts'
> & {
  allowNoticePush: boolean;
};

/** Writes one push, status `queued`. With an idempotency key already used, writes nothing and returns null. */
export async function insertPush(
  db: DbOrTx,
  push: Pick<OutboxPushRow, 'userId' | 'kind' | 'title' | 'body' | 'url' | 'idempotencyKey'>,
): Promise<number | null> {
  const [row] = await db
    .insert(outboxPushes)
    .values(push)
    .onConflictDoNothing({ target: outboxPushes.idempotencyKey })
    .returning({ id: outboxPushes.id });
  return row?.id ?? null;
}

/** Claims the first push on its way that matches `where`, skipping pushes another attempt holds. */
export async function claimPush(tx: Tx, where: SQL): Promise<ClaimedPush | undefined> {
  const claimed = await tx.execute<ClaimedPush>(sql`
    SELECT p.id, p.user_id AS "userId", p.kind, p.title, p.body, p.url, p.attempts,
      u.allow_notice_push AS "allowNoticePush"
    FROM outbox_pushes p JOIN users u ON u.id = p.user_id
    WHERE p.status IN ('queued', 'retrying') AND ${where}
    ORDER BY p.id LIMIT 1 FOR UPDATE OF p SKIP LOCKED`);
  return claimed.rows[0];
}

/**
 * Ends an attempt: `sent` (some device accepted it), `kept` (nothing to send it to, or the user
 * turned pushes off: `error` says which), `retrying` or `failed`. Keeping is no attempt at
 * sending: the count stays, as for kept mail and texts.
 */
export async function markAttempt(
  tx: Tx,
  id: number,
  outcome: { status: 'sent' | 'kept' | 'retrying' | 'failed'; error: string | null; devicesReached: number },
): Promise<void> {
  const attempts = outcome.status === 'kept' ? sql`attempts` : sql`attempts + 1`;
  const sentAt = outcome.status === 'sent' ? sql`now()` : sql`sent_at`;
  await tx.execute(sql`
    UPDATE outbox_pushes
    SET status = ${outcome.status}, error = ${outcome.error}, devices_reached = ${outcome.devicesReached},
      attempts = ${attempts}, sent_at = ${sentAt}
    WHERE id = ${id}`);
}
