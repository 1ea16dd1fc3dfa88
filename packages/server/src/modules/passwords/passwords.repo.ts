import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientProfiles, passwordResetTokens, users } from '../../db/schema';

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Deletes the user's reset tokens that were never used: their links stop working. */
export async function deleteUnusedResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: DbOrTx,
  userId: number,
  tokenHash: Buffer,
  validSeconds: number,
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
  });
}

/** An unused, unexpired reset token by its hash, with what the reset needs to know of its user. */
export async function findLiveResetToken(db: DbOrTx, tokenHash: Buffer) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: users.id,
      email: users.email,
      deactivated: clientProfiles.deactivated,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Marks a token used if it still is unused and unexpired; false when another request got there
 * first (the row lock makes two concurrent resets with one token see one winner).
 */
export async function claimResetToken(db: DbOrTx, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
