// Starts a fresh database (embedded, or a new one on BENCH_DATABASE_URL's server) with the demo
// data, runs the built app on it as `npm start` does, and runs every bench/*.bench.ts in order.
// Each benchmark gets the app's address and a connection pool for bulk set-up.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../packages/server/src/db/embedded';
import { ensureDatabase } from '../packages/server/src/db/ensure-database';
import { runMigrations } from '../packages/server/src/db/migrate';
import { openDatabase } from '../packages/server/src/db/client';
import { seedDemo } from '../packages/server/src/seed/demo';
import { startBuiltServer, type BuiltServer } from './server';
import { memoryOf, verdict } from './autocannon-report';

export interface BenchContext {
  baseUrl: string;
  pool: pg.Pool;
  /** The bench database, for code that opens its own connections (server modules). */
  databaseUrl: string;
  /** The app's process id, to read its memory. */
  serverPid: number;
  /** Another app process on the same database, for benchmarks of more than one process. */
  startServer: (env?: NodeJS.ProcessEnv) => Promise<BuiltServer>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tandem-bench-'));
  let stopDatabase = async () => undefined as void;
  let databaseUrl: string;
  const external = process.env.BENCH_DATABASE_URL;
  const name = `tandem_bench_${randomBytes(4).toString('hex')}`;
  if (external) {
    await ensureDatabase(external, name);
    const url = new URL(external);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    const embedded = await startEmbeddedPostgres(dataDir);
    await ensureDatabase(embedded.adminUrl, name);
    databaseUrl = embedded.urlFor(name);
    stopDatabase = embedded.stop;
  }
  await runMigrations(databaseUrl);
  const seeding = openDatabase(databaseUrl, 2);
  await seedDemo(seeding.db);
  await seeding.close();

  const server = await startBuiltServer(databaseUrl);
  const { baseUrl } = server;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let failed = false;
  try {
    const files = readdirSync(path.join(root, 'bench'))
      .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
      .sort();
    for (const file of files) {
      const { default: bench } = (await import(path.join(root, 'bench', file))) as {
        default: (ctx: BenchContext) => Promise<void>;
      };
      console.log(`\n== ${file}`);
      await bench({
        baseUrl,
        pool,
        databaseUrl,
        serverPid: server.child.pid!,
        startServer: (env) => startBuiltServer(databaseUrl, env),
      });
    }
    // Issue 21: the app's memory under all of the above stays under 300 MB resident.
    const memory = memoryOf(server.child.pid!);
    if (memory)
      console.log(
        `\nserver memory: ${memory.rssMb.toFixed(0)} MB resident now, ${memory.peakMb.toFixed(0)} MB at the peak ` +
          `(target < 300 MB: ${verdict(memory.peakMb < 300)})`,
      );
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await pool.end();
    await server.stop();
    if (external) {
      const admin = new pg.Client({ connectionString: external });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
    await stopDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
