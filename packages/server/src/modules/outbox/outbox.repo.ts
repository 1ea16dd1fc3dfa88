import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** A page of the outbox, newest first (ids grow with time), and the total. */
export async function listOutbox(db: DbOrTx, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(window.limit).offset(window.offset),
    db.select({ count: count() }).from(outboxEmails),
  ]);
  return { count: total!.count, rows };
}
