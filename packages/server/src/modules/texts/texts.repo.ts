import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { outboxTexts } from '../../db/schema';

export type OutboxTextRow = typeof outboxTexts.$inferSelect;

/** A text an attempt holds: what it needs to send it and to count the attempt. */
export type ClaimedText = Pick<OutboxTextRow, 'id' | 'to' | 'body' | 'attempts'>;

/**
 * Writes one text, status `queued`. With an idempotency key already used, writes nothing and
 * returns null.
 */
export async function insertText(
  db: DbOrTx,
  text: { to: string; body: string; kind: string; userId: number | null; idempotencyKey: string | null },
): Promise<number | null> {
  const [row] = await db
    .insert(outboxTexts)
    .values(text)
    .onConflictDoNothing({ target: outboxTexts.idempotencyKey })
    .returning({ id: outboxTexts.id });
  return row?.id ?? null;
}

/** Claims the first text on its way that matches `where`, skipping texts another attempt holds. */
export async function claimText(tx: Tx, where: SQL): Promise<ClaimedText | undefined> {
  const claimed = await tx.execute<ClaimedText>(sql`
    SELECT id, "to", body, attempts FROM outbox_texts
    WHERE status IN ('queued', 'retrying') AND ${where}
    ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return claimed.rows[0];
}

/** Records an attempt that handed the text on (`sent`) or kept it (`kept`). */
export async function markDelivered(
  tx: Tx,
  id: number,
  outcome: { status: 'sent' | 'kept'; providerId: string | null },
): Promise<void> {
  // Keeping a text is no attempt at sending it: the count stays, as for kept mail.
  const attempts = outcome.status === 'sent' ? sql`attempts + 1` : sql`attempts`;
  await tx.execute(sql`
    UPDATE outbox_texts
    SET status = ${outcome.status}, provider_id = ${outcome.providerId}, sent_at = now(), attempts = ${attempts}
    WHERE id = ${id}`);
}

/** Records a failed attempt: `retrying` while retries remain, else `failed`. */
export async function markFailed(
  tx: Tx,
  id: number,
  outcome: { status: 'retrying' | 'failed'; error: string },
): Promise<void> {
  await tx.execute(sql`
    UPDATE outbox_texts SET status = ${outcome.status}, error = ${outcome.error}, attempts = attempts + 1
    WHERE id = ${id}`);
}

/** A page of the text outbox, newest first (ids grow with time), and the total. */
export async function listTexts(db: DbOrTx, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxTexts).orderBy(desc(outboxTexts.id)).limit(window.limit).offset(window.offset),
    db.select({ count: count() }).from(outboxTexts),
  ]);
  return { count: total!.count, rows };
}
