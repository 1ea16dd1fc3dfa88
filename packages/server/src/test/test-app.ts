import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** The test database's URL, for code under test that opens its own connections. */
  databaseUrl: string;
  /** Another server process on the same database (real time across processes); closed by close(). */
  sibling(overrides?: Partial<ServerConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One VAPID pair per test process, given in the config: tests never write DATA_DIR/vapid.json. */
let testVapidKeys: { publicKey: string; privateKey: string } | undefined;

/**
 * A fresh database copied from the migrated template, and the app on top of it: each test file
 * is isolated from the others, so files run in parallel without seeing each other's rows.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const name = `tandem_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (error) {
      // Two files copying the template at the same instant: PostgreSQL asks one to wait.
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const databaseUrl = withDatabase(inject('adminUrl'), name);
  const database = openDatabase(databaseUrl, 5);
  testVapidKeys ??= webpush.generateVAPIDKeys();
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const config = {
    ...defaults,
    supportEmail: undefined,
    vapid: { ...defaults.vapid, ...testVapidKeys },
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, serveWeb: false, logger: false });
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    config,
    databaseUrl,
    async sibling(siblingOverrides = {}) {
      const sibling = await buildApp({
        config: { ...config, ...siblingOverrides },
        db: database.db,
        serveWeb: false,
        logger: false,
      });
      siblings.push(sibling);
      return sibling;
    },
    async close() {
      for (const sibling of siblings) await sibling.close();
      await app.close();
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
