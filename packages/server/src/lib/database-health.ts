import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tandem/shared';
import type { DatabaseState } from '../db/embedded';

/**
 * The database is away: the embedded one is restarting after a crash, or the external server
 * (DATABASE_URL) refuses connections or is shutting down. Requests then answer 503 with the
 * spec's server-error message instead of 500, and the pool reconnects by itself once the
 * database is back (decision 011).
 */

/** PostgreSQL's and the driver's ways of saying the server is not there (not a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Whether an error (or what it wraps: drizzle puts the driver's error in `cause`) is the database being away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: string; message?: string; cause?: unknown };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_BODY = { detail: MESSAGES.serverError, code: 'database_unavailable' };

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * While the database is known to be away, API requests answer 503 at once rather than waiting on
 * a connection that cannot come; the health check still answers, with the reason.
 */
export function installDatabaseGuard(app: FastifyInstance, state: () => DatabaseState): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health') || state().ok) {
      return done();
    }
    // Answered here: the request goes no further (a callback hook that replies calls no `done`).
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    reply.code(503).send(DATABASE_UNAVAILABLE_BODY);
  });
}
