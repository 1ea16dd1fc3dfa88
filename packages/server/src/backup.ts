import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config';
import { restoreBackup, writeBackup } from './db/backup';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runningPostgres } from './db/embedded-leftover';
import { ensureDatabase } from './db/ensure-database';
import { explainStartupFailure } from './lib/startup-errors';

/**
 * `npm run backup [FILE]` and `npm run restore FILE` (decision 012): the database of
 * DATABASE_URL, or the embedded one of DATA_DIR (the running server's, or started for the
 * occasion), and the uploads under DATA_DIR/uploads.
 */

const EMBEDDED_DATABASE = 'tandem';

/** The database to work on, and how to let it go afterwards. */
async function openTarget(): Promise<{ url: string; release: () => Promise<void> }> {
  const config = loadConfig();
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const clusterDir = path.join(config.dataDir, 'postgres');
  const running = await runningPostgres(clusterDir);
  if (running) {
    // The server is up: work through its PostgreSQL rather than stopping it.
    const password = (await readFile(path.join(config.dataDir, '.postgres-password'), 'utf8')).trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${EMBEDDED_DATABASE}`;
    return { url, release: async () => undefined };
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(config.dataDir);
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  return { url: embedded.urlFor(EMBEDDED_DATABASE), release: () => embedded.stop() };
}

function defaultFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `tandem-${stamp}.backup.gz`;
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const uploads = path.join(loadConfig().dataDir, 'uploads');
  if (command === 'backup') {
    const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file ?? defaultFileName());
    const database = await openTarget();
    try {
      const { rows, files } = await writeBackup(database.url, uploads, target);
      console.log(`[tandem] backed up ${rows} rows and ${files} files to ${target}`);
    } finally {
      await database.release();
    }
  } else if (command === 'restore' && file) {
    const database = await openTarget();
    try {
      const { rows, files } = await restoreBackup(database.url, uploads, path.resolve(file));
      console.log(`[tandem] restored ${rows} rows and ${files} files from ${file}`);
    } finally {
      await database.release();
    }
  } else {
    console.error('usage: npm run backup [-- FILE]  |  npm run restore -- FILE');
    process.exit(2);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const config = loadConfig();
    console.error(
      `[tandem] ${process.argv[2] ?? 'backup'} failed: ${explainStartupFailure(error, { ...config, databaseUrl: config.databaseUrl })}`,
    );
    process.exit(1);
  },
);
