import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEvents, emailChangeTokens, passwordResetTokens, users } from '../../db/schema';

/** What an e-mail change needs to know of the account: its address, name and company. */
export async function findEmailOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertUndoToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: Buffer; oldEmail: string; newEmail: string; validSeconds: number },
): Promise<void> {
  await db.insert(emailChangeTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    oldEmail: values.oldEmail,
    newEmail: values.newEmail,
    expiresAt: sql`now() + make_interval(secs => ${values.validSeconds})`,
  });
}

/**
 * Uses up a live undo token by its hash, answering what it restores; undefined when it is unknown,
 * expired or used (the row lock gives one of two concurrent clicks the win).
 */
export async function claimUndoToken(db: DbOrTx, tokenHash: Buffer) {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, oldEmail: emailChangeTokens.oldEmail });
  return row;
}

/** Voids the account's other undo links: the address they would restore is back already. */
export async function voidUndoTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/**
 * Voids the account's unused password reset links: one sent to the address being undone must not
 * give the account back to whoever holds that address.
 */
export async function voidResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Records an e-mail change or its undoing: ids only (the table's rule), under the user's company. */
export async function recordEmailEvent(
  db: DbOrTx,
  event: {
    action: 'email_changed' | 'email_change_undone';
    actorUserId: number | null;
    subjectUserId: number;
    companyId: number | null;
    sessionId?: number;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserId: event.actorUserId,
    subjectUserId: event.subjectUserId,
    companyId: event.companyId,
    detail: event.sessionId === undefined ? {} : { session_id: event.sessionId },
  });
}
