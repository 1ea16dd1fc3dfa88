import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/**
 * The planner settings every connection of the app's pool starts with, on the embedded server and
 * on one named by DATABASE_URL alike, so both plan the same statements the same way. PostgreSQL's
 * default random_page_cost (4) prices an index lookup as a read from a spinning disk; the app's
 * data sits in memory or on SSD, where a lookup costs little more than reading in order. At the
 * default, a search at 10,000 clients read every profile of the coach to match them with the few
 * users the trigram index found, 1.5 ms, where looking up each match's profile takes 0.5–0.9 ms
 * (docs/performance.md). An operator who tunes the server otherwise still decides: PGOPTIONS comes
 * after these, so its settings win, and an `options` parameter in DATABASE_URL replaces them (an
 * empty one sends none, for a connection pooler that refuses the startup parameter).
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1';

/** Opens a connection pool on a PostgreSQL URL. */
export function openDatabase(url: string, max = 10): Database {
  const options = [PLANNER_OPTIONS, process.env.PGOPTIONS].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  // 57P01 is the server shutting down (embedded PostgreSQL stopping with us): not worth a line.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('[db] idle client error:', error.message);
  });
  pool.on('connect', listenForConnectionErrors);
  const db = drizzle(pool, { schema });
  poolOf.set(db, pool);
  return { db, pool, close: () => pool.end() };
}

/**
 * Gives a client an 'error' listener for its whole life. The pool listens only while a client is
 * idle; one checked out (a transaction, the Idempotency-Key path of lib/offline-writes.ts) whose
 * server dies or terminates it emits 'error' with nobody listening, which Node throws: the whole
 * process died of a database restart under load (issue 39). Nothing is lost by listening: the
 * query running on the client, and any sent to it after, fail with the error, their request
 * answers 503 (lib/database-health.ts), and the pool drops the client when it is released. A
 * standalone `pg.Client` (migrations, probes, backups) needs the same.
 */
export function listenForConnectionErrors(client: pg.Client): void {
  client.on('error', () => undefined);
}

const poolOf = new WeakMap<DbOrTx, pg.Pool>();
const dialect = new PgDialect();

// Dates, times and intervals come back as PostgreSQL's text, as every other query through Drizzle
// gives them, so a statement reads the same prepared or not.
const asText = (value: string) => value;
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId)
      ? asText
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs a statement sent on most requests (the session lookup, the busiest lists) as a named
 * prepared statement: PostgreSQL parses and plans it once per connection instead of on every
 * request. Planning cost more than running for these: 0.4–1.8 ms against 0.05 ms for the session
 * lookup. `name` must be unique to the statement's text, so only for SQL whose text never
 * changes with the input (every value a parameter). Inside a transaction it runs through the
 * transaction, unnamed.
 */
export async function queryPrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  name: string,
  query: SQL,
): Promise<T[]> {
  const pool = poolOf.get(db);
  if (!pool) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await pool.query<T>({ name, text, values: params, types })).rows;
}

/**
 * A timestamptz as the API writes it, `Date#toISOString()`'s text (UTC, milliseconds cut, not
 * rounded, as JavaScript's Date cuts PostgreSQL's microseconds), made by PostgreSQL: for lists of
 * hundreds of rows, where parsing each row's timestamp text in JavaScript to write it again was
 * most of the presenter's time (the assessments list, docs/performance.md).
 */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A Drizzle query built and prepared once per database handle, for the statements of the busiest
 * endpoints: the SQL text is made once (Drizzle's builder cost more than the answer's JSON for
 * GET user/{id}) and PostgreSQL plans it once per connection. `build` must name the query and
 * take its values as `sql.placeholder(...)`. A transaction gets its own prepared copy.
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const prepared = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
