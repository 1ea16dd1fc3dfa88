import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { hashPassword } from './lib/passwords';
import { createTestApp, type TestApp } from './test/test-app';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The real entry point as `npm start` runs it. */
const spawnMain = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

/** Runs the real entry point, and collects what it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnMain(env);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('a start that cannot succeed', () => {
  it('says in one line that the port is taken, and exits non-zero', async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, '0.0.0.0');
    await new Promise((resolve) => holder.once('listening', resolve));
    try {
      const { code, stderr } = await startServer({ PORT: String(port), HOST: '0.0.0.0' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `[tandem] cannot start: port ${port} is already in use: stop the program using it, or start Tandem with another PORT (PORT=3001 npm start)`,
      );
    } finally {
      holder.close();
    }
  });

  it('says in one line that the database of DATABASE_URL is unreachable', async () => {
    const closed = await freePort();
    const { code, stderr } = await startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://tandem:secret@127.0.0.1:${closed}/tandem`,
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `[tandem] cannot start: cannot reach the database at 127.0.0.1:${closed}/tandem (DATABASE_URL): is PostgreSQL running there and accepting connections?`,
    );
  });

  it('says in one line that DATA_DIR cannot be made', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-main-test-'));
    folders.push(folder);
    const aFile = path.join(folder, 'not-a-folder');
    await writeFile(aFile, '');
    const { code, stderr } = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: path.join(aFile, 'data'),
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `[tandem] cannot start: cannot write to ${path.join(aFile, 'data')}: make that folder writable for this user, or set DATA_DIR to a folder you own`,
    );
  });
});

describe('SIGTERM', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('lets a request in flight finish, refuses new ones, and exits 0 within a few seconds', async () => {
    t = await createTestApp();
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-main-test-'));
    folders.push(dataDir);
    const child = spawnMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      RUN_SCHEDULES: 'false',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (up?.ok) break;
        if (Date.now() > deadline) throw new Error('the server did not come up');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      // A login whose body is half sent when the signal comes: the request is in flight.
      const body = JSON.stringify({ username: 'nobody@example.test', password: 'wrong' });
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/api-token-auth/',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        setTimeout(() => request.end(body.slice(10)), 1_500);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // No new connection is taken while the last request finishes.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

      expect(await answered).toBe(400);
      expect(await exited).toBe(0);
      // Well before the 10-second deadline that would cut requests off.
      expect(Date.now() - signalled).toBeLessThan(8_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('demo data on start (issue 39, row 4)', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  /** Starts the real entry point on the test database until it answers, stops it; its stderr. */
  async function startAndStop(env: Record<string, string>): Promise<string> {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-main-test-'));
    folders.push(dataDir);
    const child = spawnMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RUN_SCHEDULES: 'false',
      ...env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (const deadline = Date.now() + 150_000; ;) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (up?.ok) break;
        if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
        if (Date.now() > deadline) throw new Error('the server did not come up');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The warning comes right after listen; give it its moment.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      return stderr;
    } finally {
      child.kill('SIGKILL');
    }
  }

  const emails = async () =>
    (await t!.db.execute<{ email: string }>(sql`SELECT email FROM users`)).rows.map((row) => row.email);

  it('creates none on DATABASE_URL unless SEED_DEMO says so', async () => {
    t = await createTestApp();
    const stderr = await startAndStop({ DATABASE_URL: t.databaseUrl, SEED_DEMO: '' });
    expect(await emails()).toEqual([]);
    expect(stderr).not.toContain('tandem-demo');
  }, 180_000);

  it('with SEED_DEMO=true seeds once, warns while the demo password stands, and a restart recreates no renamed account', async () => {
    const first = await startAndStop({ DATABASE_URL: t!.databaseUrl, SEED_DEMO: 'true' });
    expect(await emails()).toContain('admin@demo.test');
    expect(first).toMatch(
      /\[tandem\] warning: \d+ demo accounts still have the published password "tandem-demo", staff among them \(admin@demo\.test\): anyone can sign in as them/,
    );

    await t!.db.execute(sql`UPDATE users SET email = 'boss@brightpath.test' WHERE email = 'admin@demo.test'`);
    await t!.db.execute(
      sql`UPDATE users SET email = 'morgan@brightpath.test' WHERE email = 'owner@demo.test'`,
    );
    const ownHash = await hashPassword('a password of its own');
    await t!.db.execute(sql`UPDATE users SET password_hash = ${ownHash}`);
    const before = await emails();

    const second = await startAndStop({ DATABASE_URL: t!.databaseUrl, SEED_DEMO: 'true' });
    expect((await emails()).sort()).toEqual(before.sort());
    expect(await emails()).not.toContain('admin@demo.test');
    expect(await emails()).not.toContain('owner@demo.test');
    expect(second).not.toContain('published password');
  }, 360_000);
});
