import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { ensureDatabase } from '../db/ensure-database';
import { runMigrations } from '../db/migrate';
import { startThrowawayRedis } from './redis-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database, where test databases are made. */
    adminUrl: string;
    /** A migrated database each test file copies (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string;
    /** A Redis for real-time tests across processes (REDIS_URL, or one started here), or '' if none. */
    redisUrl: string;
  }
}

/** The database with the same server and credentials as `url`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one real PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL's server) and
 * prepares a migrated template; every test file then gets its own database copied from it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-test-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
    stopEmbedded = embedded.stop;
  }
  const templateDatabase = `tandem_template_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, templateDatabase);
  await runMigrations(withDatabase(adminUrl, templateDatabase));
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  const redis = await redisForTests();
  project.provide('redisUrl', redis.url);

  return async () => {
    redis.stop();
    if (external) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(templateDatabase)} WITH (FORCE)`);
      await client.end();
    }
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * REDIS_URL's server when set (CI's production path); otherwise a throw-away `redis-server` from
 * the PATH; otherwise none, and the tests that need Redis (several processes sharing rooms) are
 * skipped, so `npm test` passes on a bare machine.
 */
async function redisForTests(): Promise<{ url: string; stop: () => void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  return (await startThrowawayRedis()) ?? { url: '', stop: () => undefined };
}
