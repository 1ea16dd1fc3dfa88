import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /**
     * On a route that checks its token in its own statement (`sessionInStatement`): the
     * token's session still to be checked, until that statement has run.
     */
    pendingSession: PendingSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's handler reads the caller's session in its own statement (`sessionColumns`,
     * `sessionSource`) instead of in a statement of its own before it: one statement, one
     * round trip to PostgreSQL less on the busiest reads (issue 21). Its handler must settle
     * the session (`PendingSession#settle`) before it decides or answers anything.
     */
    sessionInStatement?: boolean;
  }
}

/** A session unused for this long stops working. */
const SESSION_IDLE_DAYS = 30;

const invalidToken = () => new AppError(401, 'invalid_token', { detail: MESSAGES.invalidToken });

/** A token's live session and the facts an actor is made of, one row or none. */
function sessionSelect(tokenHash: Buffer | Placeholder) {
  return sql`
    SELECT s.id AS session_id, s.user_id, s.impersonator_id, u.is_staff, u.company_id,
      EXISTS (SELECT 1 FROM coach_profiles c WHERE c.user_id = u.id) AS is_coach,
      (SELECT co.id FROM companies co WHERE co.owner_id = u.id ORDER BY co.id LIMIT 1) AS owned_company_id,
      cp.deactivated IS NOT NULL AS deactivated,
      s.last_used_at < now() - interval '1 hour' AS stale
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN client_profiles cp ON cp.user_id = u.id
    WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL
      AND s.last_used_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
}

/** The session's facts, as a route's own statement reads them (`sessionColumns`). */
export interface SessionColumns {
  sessionId: number;
  userId: number;
  impersonatorId: number | null;
  isStaff: boolean;
  companyId: number | null;
  isCoach: boolean;
  ownedCompanyId: number | null;
  deactivated: boolean;
  stale: boolean;
}

/**
 * The session as the first source of a route's own Drizzle select (`.from(sessionSource)`, then
 * `leftJoin` what the route reads): one row when the token (placeholder `tokenHash`) is a live
 * session, with the route's columns null where it found nothing; no row at all when it is not.
 */
export const sessionSource: SQL = sql`(${sessionSelect(sql.placeholder('tokenHash'))}) AS session`;

/** The session's columns in that select, as `session: sessionColumns` among its fields. */
export const sessionColumns = {
  sessionId: sql<number>`session.session_id`,
  userId: sql<number>`session.user_id`,
  impersonatorId: sql<number | null>`session.impersonator_id`,
  isStaff: sql<boolean>`session.is_staff`,
  companyId: sql<number | null>`session.company_id`,
  isCoach: sql<boolean>`session.is_coach`,
  ownedCompanyId: sql<number | null>`session.owned_company_id`,
  deactivated: sql<boolean>`session.deactivated`,
  stale: sql<boolean>`session.stale`,
};

/**
 * The actor of a session row, or the 401 a request without one gets; a session unused for an
 * hour has its last use written (an idle session ends after SESSION_IDLE_DAYS).
 */
async function actorOfSession(db: Db, row: SessionColumns | undefined): Promise<Actor> {
  if (!row) throw invalidToken();
  // A deactivated client is shut out at once, except when staff are looking on their behalf.
  if (row.deactivated && !row.impersonatorId) {
    throw new AppError(401, 'account_deactivated', {
      detail: MESSAGES.accountDeactivated,
      code: 'account_deactivated',
    });
  }
  if (row.stale) await db.execute(sql`UPDATE sessions SET last_used_at = now() WHERE id = ${row.sessionId}`);
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    impersonatorId: row.impersonatorId,
    isStaff: row.isStaff,
    isCoach: row.isCoach,
    companyId: row.companyId,
    ownedCompanyId: row.ownedCompanyId,
  };
}

/** The token of `Authorization: Token <token>`; null for no header or another scheme. */
function tokenOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** Reads `Authorization: Token <token>` and loads the actor; a bad token answers 401 like DRF. */
export async function loadActor(db: Db, header: string | undefined): Promise<Actor | null> {
  const token = tokenOf(header);
  if (token === null) return null;
  const [row] = await queryPrepared<{
    session_id: number;
    user_id: number;
    impersonator_id: number | null;
    is_staff: boolean;
    company_id: number | null;
    is_coach: boolean;
    owned_company_id: number | null;
    deactivated: boolean;
    stale: boolean;
  }>(db, 'auth-session', sessionSelect(hashToken(token)));
  return actorOfSession(
    db,
    row && {
      sessionId: row.session_id,
      userId: row.user_id,
      impersonatorId: row.impersonator_id,
      isStaff: row.is_staff,
      companyId: row.company_id,
      isCoach: row.is_coach,
      ownedCompanyId: row.owned_company_id,
      deactivated: row.deactivated,
      stale: row.stale,
    },
  );
}

/** A request's session that its route checks in its own statement. */
export class PendingSession {
  private settled: Promise<Actor> | null = null;

  constructor(
    private readonly db: Db,
    private readonly request: FastifyRequest,
    private readonly token: string,
  ) {}

  /** The value of the statement's `tokenHash` placeholder. */
  get tokenHash(): Buffer {
    return hashToken(this.token);
  }

  /**
   * The actor, from the session columns the route's statement read (undefined: it found no
   * row, so no live session): 401 as when the session is read first. Called once the statement
   * has run and before anything it read is looked at; the request's actor is set from then on.
   */
  settle(row: SessionColumns | undefined): Promise<Actor> {
    this.settled ??= actorOfSession(this.db, row).then((actor) => {
      this.request.actor = actor;
      this.request.pendingSession = null;
      return actor;
    });
    return this.settled;
  }

  /**
   * The actor read on its own, for a request that failed before its statement ran (its input
   * did not validate, or the statement failed): a bad token then answers 401 as anywhere else.
   */
  async settleAlone(): Promise<Actor> {
    this.settled ??= loadActor(this.db, `Token ${this.token}`).then((actor) => {
      this.request.actor = actor;
      this.request.pendingSession = null;
      return actor!;
    });
    return this.settled;
  }
}

/** Decorates every request with its actor (null for visitors). */
export function installAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('pendingSession', null);
  // A callback hook: a visitor's request (no Authorization header) then costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { authorization } = request.headers;
    if (!authorization || (!request.url.startsWith('/api/') && !request.url.startsWith('/graphql'))) {
      return done();
    }
    if (request.routeOptions.config.sessionInStatement) {
      const token = tokenOf(authorization);
      if (token !== null) request.pendingSession = new PendingSession(db, request, token);
      return done();
    }
    loadActor(db, authorization).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
}

/**
 * Before any error is answered: a request whose session is still pending has it checked first,
 * so a bad token answers 401 whatever else was wrong with the request (as when the session is
 * read before the route).
 */
export function settleBeforeError(request: FastifyRequest): Promise<void> | undefined {
  return request.pendingSession?.settleAlone().then(() => undefined);
}

/** The actor of a request that needs one; visitors get 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw notAuthenticated();
  return request.actor;
}

/** The pending session of a `sessionInStatement` route's request; visitors get 401. */
export function requirePendingSession(request: FastifyRequest): PendingSession {
  if (!request.pendingSession) throw notAuthenticated();
  return request.pendingSession;
}
