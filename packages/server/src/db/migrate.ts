import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../lib/paths';
import { listenForConnectionErrors } from './client';

/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 727_361_001;

/**
 * Applies the checked-in SQL migrations. Several server processes may start at once, so the
 * work happens under a PostgreSQL advisory lock: the first applies, the others then find
 * nothing left to do. `folder` is another set of migrations (a restore applies a backup's own).
 */
export async function runMigrations(url: string, folder: string = migrationsFolder()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  listenForConnectionErrors(client);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
