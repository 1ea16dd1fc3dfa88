import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
  OFFLINE_WRITE_MAX_AGE_DAYS,
  OFFLINE_WRITE_MESSAGES,
  WRITTEN_AT_HEADER,
  writtenAtSchema,
} from '@tandem/shared';
import type { Db, DbOrTx, Tx } from '../db/client';
import { offlineWrites } from '../db/schema';
import { requireActor } from './auth';
import type { AppContext } from './context';
import { AppError, fieldErrors } from './errors';

/*
 * Idempotent writes for the offline daily loop (issue 20, docs/decisions/023-offline-daily-loop.md).
 * A route opts in with `config: { idempotent: true }` and calls its service with
 * `writeContext(ctx, request)` and `writtenAt(request)`. Then:
 * - `Idempotency-Key: <uuid>` (optional; a bad one is 400 {Idempotency-Key: [..]}): the first
 *   request with a key runs the handler inside one transaction that first reserves the key in
 *   offline_writes (user, id) and, once the handler answered, keeps its status and body there.
 *   The write and its kept answer commit together or not at all.
 * - A replay (same user and key, same method and path) answers the kept status and body with
 *   `Idempotent-Replay: true` and changes nothing. A concurrent replay waits on the reservation's
 *   primary key until the first commits (then it is a replay) or rolls back (then it runs).
 * - The same key on another method or path is 422 {detail}: the device reused an id.
 * - Only successful answers are kept: a refusal (4xx) rolls the transaction back, reservation
 *   included, so nothing was written and a replay asks again (and is normally refused again).
 * - `X-Written-At` (optional, ISO 8601) is when the device made the write; one in the future
 *   counts as now, an invalid one is 400, one older than OFFLINE_WRITE_MAX_AGE_DAYS is 400 (its
 *   key may be forgotten by then, see the purge). The services use it to settle conflicts.
 * - Kept answers are purged after OFFLINE_WRITE_MAX_AGE_DAYS: each first write deletes its user's
 *   older ones, a cheap delete on the primary key's user prefix.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept `Idempotency-Key` and `X-Written-At` (lib/offline-writes.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set on `idempotent` routes: the moment the device wrote it and the transaction to run in. */
    offlineWrite?: { writtenAt: Date | null; tx: Tx | null };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A header given once, as text (Fastify joins repeats with commas, which no valid value has). */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The request's `Idempotency-Key`, or null without one; 400 on the header when it is no UUID. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = header(request, IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(value.trim());
  if (!parsed.success) throw fieldErrors({ [IDEMPOTENCY_KEY_HEADER]: [OFFLINE_WRITE_MESSAGES.invalidKey] });
  return parsed.data.toLowerCase();
}

/** The request's `X-Written-At`, clamped to `now`; null without one; 400 when invalid or too old. */
export function writtenAtOf(request: FastifyRequest, now = new Date()): Date | null {
  const value = header(request, WRITTEN_AT_HEADER);
  if (value === undefined) return null;
  const parsed = writtenAtSchema.safeParse(value.trim());
  if (!parsed.success) throw fieldErrors({ [WRITTEN_AT_HEADER]: [OFFLINE_WRITE_MESSAGES.invalidWrittenAt] });
  const at = new Date(parsed.data);
  if (now.getTime() - at.getTime() > OFFLINE_WRITE_MAX_AGE_DAYS * DAY_MS)
    throw fieldErrors({ [WRITTEN_AT_HEADER]: [OFFLINE_WRITE_MESSAGES.tooOld] });
  // A device clock ahead of ours must not date a write after the ones that really came later.
  return at > now ? now : at;
}

/** When the device wrote this request (null for a write made online without the header). */
export const writtenAt = (request: FastifyRequest): Date | null => request.offlineWrite?.writtenAt ?? null;

/**
 * The context an `idempotent` route hands its service: the app's, with the write's transaction
 * as its database when the request carries a key, so the write and its kept answer are one unit.
 * A service's own `db.transaction()` then opens a savepoint inside it.
 */
export function writeContext(ctx: AppContext, request: FastifyRequest): AppContext {
  const tx = request.offlineWrite?.tx;
  // A transaction answers every query and transaction() call a Db does; services use no more.
  return tx ? { ...ctx, db: tx as unknown as Db } : ctx;
}

/** The request's path without its query string: what a key is bound to, with the method. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

type Outcome = { replay: boolean; status: number; body: unknown };

/** Reserves the key (waiting on a concurrent holder); the kept answer when it is a replay. */
async function reserve(tx: Tx, userId: number, key: string, request: FastifyRequest) {
  const method = request.method;
  const path = pathOf(request);
  const reserved = await tx
    .insert(offlineWrites)
    .values({ userId, id: key, method, path, statusCode: 0, response: null })
    .onConflictDoNothing()
    .returning({ id: offlineWrites.id });
  if (reserved.length > 0) return null;
  const [kept] = await tx
    .select()
    .from(offlineWrites)
    .where(and(eq(offlineWrites.userId, userId), eq(offlineWrites.id, key)));
  if (kept!.method !== method || kept!.path !== path)
    throw new AppError(422, 'idempotency_key_reused', {
      detail: `${OFFLINE_WRITE_MESSAGES.keyReused} (${kept!.method} ${kept!.path})`,
    });
  return kept!;
}

/** Deletes the user's kept answers older than the age limit, except the one being written. */
export async function purgeOfflineWrites(db: DbOrTx, userId: number, keep: string | null = null) {
  await db
    .delete(offlineWrites)
    .where(
      and(
        eq(offlineWrites.userId, userId),
        lt(offlineWrites.createdAt, sql`now() - make_interval(days => ${OFFLINE_WRITE_MAX_AGE_DAYS})`),
        keep === null ? undefined : ne(offlineWrites.id, keep),
      ),
    );
}

/** Runs `handler` once per key as described at the top of this file. */
function idempotent(db: Db, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(request);
    request.offlineWrite = { writtenAt: writtenAtOf(request), tx: null };
    if (key === null) return handler.call(this, request, reply);
    const { userId } = requireActor(request);
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const kept = await reserve(tx, userId, key, request);
      if (kept) return { replay: true, status: kept.statusCode, body: kept.response };
      request.offlineWrite = { writtenAt: request.offlineWrite!.writtenAt, tx };
      const body: unknown = await handler.call(this, request, reply);
      // A handler that sent its answer itself would leave nothing to keep.
      if (body === reply || reply.sent) throw new Error('An idempotent route must return its answer.');
      const status = reply.statusCode;
      await tx
        .update(offlineWrites)
        .set({ statusCode: status, response: body ?? null })
        .where(and(eq(offlineWrites.userId, userId), eq(offlineWrites.id, key)));
      await purgeOfflineWrites(tx, userId, key);
      return { replay: false, status, body };
    });
    request.offlineWrite.tx = null;
    if (outcome.replay) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    reply.code(outcome.status);
    return outcome.body;
  };
}

/** Wraps every route registered from now on whose config says `idempotent: true`. */
export function installOfflineWrites(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent) route.handler = idempotent(db, route.handler);
  });
}
