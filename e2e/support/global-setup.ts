import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { startPushCatcher } from './push-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where tests read the mail the app sent (see mail-catcher.ts). */
    mailUrl: string;
    /** The push service tests subscribe at, and where they read what it got (push-catcher.ts). */
    pushOrigin: string;
    pushReadUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${log()}`);
}

/**
 * Runs the real built app, as `npm start` does, on a free port with its own data folder and the
 * demo data: embedded PostgreSQL by default, or a fresh database on TEST_DATABASE_URL's server.
 */
export default async function setup(project: TestProject) {
  const entry = path.join(root, 'packages/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it for you)');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-e2e-'));
  const port = await freePort();
  const mail = await startMailCatcher();
  const push = await startPushCatcher();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: baseUrl,
    // Web push goes to the push catcher, over HTTPS with its own certificate.
    NODE_EXTRA_CA_CERTS: push.caFile,
    // Every journey logs in from 127.0.0.1, so the suite is one address standing for many people:
    // past 100 logins in 15 minutes the default per-IP limit answered 429 and journeys stalled on
    // the login page. The limits themselves are tested in the server tier (accounts.test.ts).
    LOGIN_LIMIT_PER_IP: '100000',
  };
  delete env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tandem_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  let output = '';
  const child = spawn(process.execPath, [entry], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailUrl', mail.readUrl);
  project.provide('pushOrigin', push.origin);
  project.provide('pushReadUrl', push.readUrl);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await mail.stop();
    await push.stop();
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  };
}
