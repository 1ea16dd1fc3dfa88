import { MESSAGES, type SessionSummary } from '@tandem/shared';
import type { Tx } from '../../db/client';
import { SESSION_IDLE_DAYS, type Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { forgetSessionDevices } from '../devices';
import * as repo from './sessions.repo';
import type { SessionsToRevoke } from './sessions.repo';

/*
 * Sessions end in one way, whatever ends them (logging out, out of everywhere else or one device
 * from the list, a password change or reset, an e-mail change undone, a deleted account): the rows
 * are marked revoked in the caller's transaction, the sessions' devices stop receiving
 * notifications, and once the transaction has committed every socket of those sessions is closed
 * on every process (their `session:{id}` channel, through the Redis adapter when there is one).
 * Closing after the commit means a device that reconnects at once is refused, never let back in
 * by a session the transaction had not yet revoked.
 */

export type { SessionsToRevoke };
export type Revoke = (which: SessionsToRevoke) => Promise<number[]>;
type RevocationContext = Pick<AppContext, 'db' | 'realtime'>;

/** Runs `work` in one transaction in which `revoke` ends sessions, then closes their sockets. */
export async function withSessionRevocation<T>(
  ctx: RevocationContext,
  work: (tx: Tx, revoke: Revoke) => Promise<T>,
): Promise<T> {
  const revoked: number[] = [];
  const result = await ctx.db.transaction((tx) =>
    work(tx, async (which) => {
      const ids = await repo.revokeSessions(tx, which);
      for (const id of ids) await forgetSessionDevices(tx, id);
      revoked.push(...ids);
      return ids;
    }),
  );
  for (const id of revoked) ctx.realtime.disconnectSession(id);
  return result;
}

/** Ends sessions on their own (no other change with them); answers the ids revoked. */
export function revokeSessions(ctx: RevocationContext, which: SessionsToRevoke): Promise<number[]> {
  return withSessionRevocation(ctx, (_tx, revoke) => revoke(which));
}

/** The most sessions the list shows (the most recently used). */
const LISTED_SESSIONS = 100;

/** GET sessions/ — the caller's live sessions, this one marked current. */
export async function listSessions(ctx: AppContext, actor: Actor): Promise<SessionSummary[]> {
  const rows = await repo.listLiveSessions(ctx.db, actor.userId, SESSION_IDLE_DAYS, LISTED_SESSIONS);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    user_agent: row.userAgent,
    ip: row.ip,
    current: row.id === actor.sessionId,
    impersonation: row.impersonated,
  }));
}

/** An admin or owner acting as the user does not log the user out of their devices. */
function refuseImpersonation(actor: Actor): void {
  if (actor.impersonatorId !== null) throw forbidden(MESSAGES.noPermission);
}

/** DELETE sessions/{id}/ — ends one of the caller's own sessions (anyone else's answers 404). */
export async function revokeOwnSession(ctx: AppContext, actor: Actor, sessionId: number): Promise<void> {
  refuseImpersonation(actor);
  if ((await repo.findLiveSessionOwner(ctx.db, sessionId)) !== actor.userId) throw notFound();
  await revokeSessions(ctx, { sessionId });
}

/** POST sessions/revoke_others/ — logs the caller out everywhere but here. */
export async function revokeOtherSessions(ctx: AppContext, actor: Actor): Promise<{ revoked: number }> {
  refuseImpersonation(actor);
  const ids = await revokeSessions(ctx, { userId: actor.userId, except: actor.sessionId });
  return { revoked: ids.length };
}
