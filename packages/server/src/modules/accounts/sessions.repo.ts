import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

/** Which sessions a revocation ends: one, or every one of a user (but `except`, when given). */
export type SessionsToRevoke = { sessionId: number } | { userId: number; except?: number };

/** Marks the live sessions chosen as revoked and returns their ids. */
export async function revokeSessions(db: DbOrTx, which: SessionsToRevoke): Promise<number[]> {
  const chosen =
    'sessionId' in which
      ? eq(sessions.id, which.sessionId)
      : and(
          eq(sessions.userId, which.userId),
          which.except === undefined ? undefined : ne(sessions.id, which.except),
        );
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(chosen, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** A user's live sessions, the most recently used first (idle ones stop working: lib/auth.ts). */
export async function listLiveSessions(db: DbOrTx, userId: number, idleDays: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      impersonated: sql<boolean>`${sessions.impersonatorId} IS NOT NULL`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.lastUsedAt} > now() - make_interval(days => ${idleDays})`,
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(limit);
}

/** The owner of a live session, or undefined. */
export async function findLiveSessionOwner(db: DbOrTx, sessionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row?.userId;
}
