import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginChallenges, passkeys, recoveryCodes, totpFactors, users } from '../../db/schema';

/** Drizzle queries of two-step sign-in; who may ask is the service's business. */

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'second_step' | 'passkey_login' | 'passkey_registration';

/** What the login needs to know of an account's two steps, in one query. */
export async function factsOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      isStaff: users.isStaff,
      email: users.email,
      passwordHash: users.passwordHash,
      // Written out with the table named: a column inside sql`` may render without it, and
      // passkeys has an id of its own.
      totp: sql<boolean>`EXISTS (SELECT 1 FROM totp_factors t WHERE t.user_id = users.id AND t.confirmed_at IS NOT NULL)`,
      passkeys: sql<number>`(SELECT count(*)::int FROM passkeys p WHERE p.user_id = users.id)`,
      isOwner: sql<boolean>`EXISTS (SELECT 1 FROM companies c WHERE c.owner_id = users.id)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findTotp(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** Starts (or restarts) a set-up; a confirmed app is left alone (false). */
export async function saveTotpSetup(db: DbOrTx, userId: number, secretCiphertext: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretCiphertext, createdAt: sql`now()` },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Takes a code's time step for this user, once: false when a code of this step or a later one was
 * already accepted (a replay). Confirming a set-up takes its first step the same way.
 */
export async function takeTimeStep(
  db: DbOrTx,
  userId: number,
  timeStep: number,
  confirming: boolean,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastTimeStep: timeStep, ...(confirming ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: Buffer[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none such (wrong, or used before). */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: Buffer): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function hasRecoveryCodes(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function listPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function findPasskeyByCredential(db: DbOrTx, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/** Removes one of the user's passkeys; false when the user has no such passkey. */
export async function deletePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function recordPasskeyUse(db: DbOrTx, id: number, counter: number): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

export async function createChallenge(
  db: DbOrTx,
  values: {
    tokenHash: Buffer;
    purpose: ChallengePurpose;
    userId: number | null;
    webauthnChallenge?: string | null;
    seconds: number;
  },
): Promise<void> {
  // Old challenges go as new ones come: the table holds minutes of them, not years.
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(loginChallenges).values({
    tokenHash: values.tokenHash,
    purpose: values.purpose,
    userId: values.userId,
    webauthnChallenge: values.webauthnChallenge ?? null,
    expiresAt: sql`now() + make_interval(secs => ${values.seconds})`,
  });
}

/** An unused, unexpired challenge of this purpose. */
export async function findChallenge(db: DbOrTx, tokenHash: Buffer, purpose: ChallengePurpose) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        eq(loginChallenges.purpose, purpose),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function setWebauthnChallenge(db: DbOrTx, id: number, webauthnChallenge: string): Promise<void> {
  await db.update(loginChallenges).set({ webauthnChallenge }).where(eq(loginChallenges.id, id));
}

/** Uses a challenge up, once: false when another request used it first. */
export async function consumeChallenge(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}
