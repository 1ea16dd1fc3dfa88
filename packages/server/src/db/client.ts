import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept `Db | Tx` so callers choose the unit of work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Opens a connection pool on a PostgreSQL URL. */
export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  // 57P01 is the server shutting down (embedded PostgreSQL stopping with us): not worth a line.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('[db] idle client error:', error.message);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
