import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tandem/shared';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { authHeader, buildClient, buildOwner } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { freePort, type DatabaseState } from '../db/embedded';
import { isDatabaseUnavailable } from './database-health';

describe('isDatabaseUnavailable', () => {
  it('recognises the driver and the server saying the database is away, also wrapped', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P03' }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const both = new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], 'all failed');
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('leaves real query errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

/**
 * A TCP relay in front of the test database that can be cut and restored, so the app sees a
 * database server go away and come back on the same address.
 */
async function cuttableRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((incoming) => {
        const outgoing = net.connect(Number(target.port), target.hostname);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    url: Object.assign(new URL(target), { port: String(port) }).toString(),
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    restore: open,
  };
}

describe('while the database is away', () => {
  let state: DatabaseState = { ok: true };
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    relay = await cuttableRelay(new URL(t.databaseUrl));
    database = openDatabase(relay.url, 2);
    app = await buildApp({
      config: t.config,
      db: database.db,
      serveWeb: false,
      logger: false,
      databaseState: () => state,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await relay.cut().catch(() => undefined);
    await t.close();
  });

  it('answers 503 with the reason on the health check when the embedded database restarts', async () => {
    state = { ok: false, reason: 'the database stopped (SIGKILL) and is restarting' };
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'the database stopped (SIGKILL) and is restarting',
    });
  });

  it("answers every API request 503 with the spec's server-error message meanwhile, without waiting", async () => {
    state = { ok: false, reason: 'restarting' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username: 'nobody@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ detail: MESSAGES.serverError, code: 'database_unavailable' });
    state = { ok: true };
  });

  it('answers 503, not 500, while an external database is gone, and recovers when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await relay.cut();

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'the database cannot be reached' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username: 'nobody@example.com', password: 'whatever' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ detail: MESSAGES.serverError, code: 'database_unavailable' });

    await relay.restore();
    // The pool drops the broken connections and opens new ones by itself.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/api-token-auth/',
      payload: { username: 'nobody@example.com', password: 'whatever' },
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('a connection lost in the middle of a write (issue 39, row 3)', () => {
  let t: TestApp;
  let other: pg.Client;
  const uncaught: unknown[] = [];
  const collect = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: t.databaseUrl });
    other.on('error', () => undefined);
    await other.connect();
    // A pool client's 'error' event with no listener is thrown: the process would die of it.
    process.on('uncaughtException', collect);
  });
  afterAll(async () => {
    process.off('uncaughtException', collect);
    await other.end();
    await t.close();
  });

  it('answers 503 with the server-error message, throws nothing unhandled, and the next write succeeds', async () => {
    const { owner } = await buildOwner(t.db);
    const { user } = await buildClient(t.db, owner);
    const authorization = await authHeader(t.app, user.email);
    const key = randomUUID();
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/clients/notes/',
        headers: { authorization, 'idempotency-key': key },
        payload: { title: 'cut off', text: 'mid-write' },
      });

    // The notes table held by another transaction: the write waits inside its own, whose
    // connection is checked out of the pool, until its backend is terminated.
    await other.query('BEGIN');
    await other.query('LOCK TABLE notes IN EXCLUSIVE MODE');
    const answer = write();
    let pid: number | undefined;
    for (const deadline = Date.now() + 10_000; !pid && Date.now() < deadline;) {
      const { rows } = await other.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND wait_event_type = 'Lock'`,
      );
      pid = rows[0]?.pid;
      if (!pid) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(pid).toBeDefined();
    await other.query('SELECT pg_terminate_backend($1)', [pid]);
    const response = await answer;
    await other.query('COMMIT');
    // The closed socket's 'end' comes after the failed query: let it arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(uncaught).toEqual([]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MESSAGES.serverError, code: 'database_unavailable' });
    // Nothing of the cut-off write was kept, its key included: the device's retry writes it once.
    const again = await write();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBeUndefined();
    const { rows } = await other.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notes WHERE title = 'cut off'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
