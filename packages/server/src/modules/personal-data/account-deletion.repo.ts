import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletions, auditEvents } from '../../db/schema';

export type AuditAction = 'account_deletion_requested' | 'account_deletion_cancelled' | 'account_deleted';

export interface AccountDeletionRow {
  userId: number;
  requestedAt: Date;
  deleteAfter: Date;
}

export async function findDeletion(db: DbOrTx, userId: number): Promise<AccountDeletionRow | null> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row ?? null;
}

/** Records the request; a second request keeps the first one's dates (returns null then). */
export async function insertDeletion(
  db: DbOrTx,
  userId: number,
  deleteAfter: Date,
): Promise<AccountDeletionRow | null> {
  const [row] = await db
    .insert(accountDeletions)
    .values({ userId, deleteAfter })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function removeDeletion(db: DbOrTx, userId: number): Promise<boolean> {
  const removed = await db
    .delete(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .returning({ userId: accountDeletions.userId });
  return removed.length > 0;
}

/** Up to `limit` requests whose grace period is over, oldest first. */
export async function dueDeletions(db: DbOrTx, now: Date, limit: number): Promise<AccountDeletionRow[]> {
  return db
    .select()
    .from(accountDeletions)
    .where(lte(accountDeletions.deleteAfter, now))
    .orderBy(accountDeletions.deleteAfter)
    .limit(limit);
}

/**
 * Locks one due request for its deletion: null when another process took it or it was cancelled
 * meanwhile, so two job runs never delete twice.
 */
export async function lockDueDeletion(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), lte(accountDeletions.deleteAfter, now)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

/**
 * Removes what is about the client and would not go with their user row: support reports they
 * sent, the invitation that brought them (it holds their name and address), mail addressed to
 * them. The rest (profile, tasks, journal, goals, reflections, KPIs, messages, rooms, sessions…)
 * cascades from the user row. Returns the count of rows removed per table.
 */
export async function deleteClientRows(
  db: DbOrTx,
  userId: number,
  email: string,
): Promise<Record<string, number>> {
  const counted = async (table: string, query: ReturnType<typeof sql>) =>
    [table, (await db.execute(query)).rowCount ?? 0] as const;
  const counts = [
    await counted('support_reports', sql`DELETE FROM support_reports WHERE user_id = ${userId}`),
    await counted(
      'client_invitations',
      sql`DELETE FROM client_invitations WHERE consumed_by_user_id = ${userId}`,
    ),
    await counted('outbox_emails', sql`DELETE FROM outbox_emails WHERE ${email} = ANY ("to")`),
    await counted('users', sql`DELETE FROM users WHERE id = ${userId}`),
  ];
  return Object.fromEntries(counts);
}

export async function insertAuditEvent(
  db: DbOrTx,
  event: {
    action: AuditAction;
    subjectUserId: number;
    actorUserId: number | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEvents).values({ ...event, detail: event.detail ?? {} });
}

export interface DeletionParties {
  client: { id: number; email: string; firstName: string; lastName: string; companyId: number | null };
  coach: { id: number; email: string; firstName: string } | null;
}

/** The client (with their password hash) and their coach, for the mails and the audit. */
export async function findParties(
  db: DbOrTx,
  userId: number,
): Promise<(DeletionParties & { passwordHash: string | null }) | null> {
  const result = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    company_id: number | null;
    password_hash: string | null;
    coach_id: number | null;
    coach_email: string | null;
    coach_first_name: string | null;
  }>(sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.company_id, u.password_hash,
      c.id AS coach_id, c.email AS coach_email, c.first_name AS coach_first_name
    FROM users u
    JOIN client_profiles p ON p.user_id = u.id
    LEFT JOIN users c ON c.id = p.coach_id
    WHERE u.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    passwordHash: row.password_hash,
    client: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      companyId: row.company_id,
    },
    coach:
      row.coach_id !== null && row.coach_email !== null
        ? { id: row.coach_id, email: row.coach_email, firstName: row.coach_first_name ?? '' }
        : null,
  };
}
