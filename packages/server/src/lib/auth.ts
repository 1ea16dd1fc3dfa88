import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tandem/shared';
import { queryPrepared, type Db } from '../db/client';
import { AppError, notAuthenticated } from './errors';
import { hashToken } from './tokens';

/** Who is asking: the facts every policy needs, loaded once per request. */
export interface Actor {
  userId: number;
  sessionId: number;
  /** The admin or owner behind an impersonation session, else null. */
  impersonatorId: number | null;
  isStaff: boolean;
  isCoach: boolean;
  companyId: number | null;
  /** The company this user owns, if any. */
  ownedCompanyId: number | null;
  /**
   * The session may only set up two-step sign-in (the install requires it of this account, which
   * has none yet: lib/two-step-gate.ts); it becomes a full session once the account has them.
   */
  twoStepSetupOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** A session unused for this long stops working. */
export const SESSION_IDLE_DAYS = 30;

const invalidToken = () => new AppError(401, 'invalid_token', { detail: MESSAGES.invalidToken });

/** Reads `Authorization: Token <token>` and loads the actor; a bad token answers 401 like DRF. */
export async function loadActor(db: Db, header: string | undefined): Promise<Actor | null> {
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  if (!match) return null;
  const [row] = await queryPrepared<{
    session_id: number;
    user_id: number;
    impersonator_id: number | null;
    is_staff: boolean;
    company_id: number | null;
    is_coach: boolean;
    owned_company_id: number | null;
    deactivated: Date | null;
    stale: boolean;
    two_step_setup_only: boolean;
  }>(
    db,
    'auth-session',
    sql`
    SELECT s.id AS session_id, s.user_id, s.impersonator_id, u.is_staff, u.company_id,
      EXISTS (SELECT 1 FROM coach_profiles c WHERE c.user_id = u.id) AS is_coach,
      (SELECT co.id FROM companies co WHERE co.owner_id = u.id ORDER BY co.id LIMIT 1) AS owned_company_id,
      cp.deactivated,
      s.last_used_at < now() - interval '1 hour' AS stale,
      CASE WHEN s.two_step_setup_only THEN
        NOT EXISTS (SELECT 1 FROM totp_factors t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)
      ELSE false END AS two_step_setup_only
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN client_profiles cp ON cp.user_id = u.id
    WHERE s.token_hash = ${hashToken(match[1]!)} AND s.revoked_at IS NULL
      AND s.last_used_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
  );
  if (!row) throw invalidToken();
  // A deactivated client is shut out at once, except when staff are looking on their behalf.
  if (row.deactivated && !row.impersonator_id) {
    throw new AppError(401, 'account_deactivated', {
      detail: MESSAGES.accountDeactivated,
      code: 'account_deactivated',
    });
  }
  if (row.stale) await db.execute(sql`UPDATE sessions SET last_used_at = now() WHERE id = ${row.session_id}`);
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    impersonatorId: row.impersonator_id,
    isStaff: row.is_staff,
    isCoach: row.is_coach,
    companyId: row.company_id,
    ownedCompanyId: row.owned_company_id,
    twoStepSetupOnly: row.two_step_setup_only,
  };
}

/** Decorates every request with its actor (null for visitors). */
export function installAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest('actor', null);
  // A callback hook: a visitor's request (no Authorization header) then costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { authorization } = request.headers;
    if (!authorization || (!request.url.startsWith('/api/') && !request.url.startsWith('/graphql'))) {
      return done();
    }
    loadActor(db, authorization).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
}

/** The actor of a request that needs one; visitors get 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw notAuthenticated();
  return request.actor;
}
