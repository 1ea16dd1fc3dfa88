import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './lib/storage';
import { seedDemo } from './seed/demo';
import { createTestApp, type TestApp } from './test/test-app';
import { restoreBackup, writeBackup } from './db/backup';
import { startEmbeddedPostgres } from './db/embedded';

const folders: string[] = [];
async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-backup-test-'));
  folders.push(folder);
  return folder;
}

/** Every public table's content as one fingerprint per table, and every sequence's value. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const table = client.escapeIdentifier(name);
      const { rows } = await client.query<{ n: number; digest: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${table} t`,
      );
      result[name] = `${rows[0]!.n} rows ${rows[0]!.digest}`;
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const { name, value } of sequences.rows) result[`sequence ${name}`] = value ?? 'never used';
    return result;
  } finally {
    await client.end();
  }
}

async function filesOf(root: string, folder = ''): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => [])) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) Object.assign(out, await filesOf(root, relative));
    else
      out[relative] = createHash('sha256')
        .update(await readFile(path.join(root, relative)))
        .digest('hex');
  }
  return out;
}

let source: TestApp;
let uploads: string;
let backupFile: string;
beforeAll(async () => {
  source = await createTestApp();
  uploads = path.join(await tempFolder(), 'uploads');
  // The demo data: every table with rows, course files among the uploads.
  await seedDemo(source.db, new Date(), createDiskStorage(uploads));
  // A file larger than one line of the backup, with bytes of every value.
  await mkdir(path.join(uploads, 'extra'), { recursive: true });
  await writeFile(
    path.join(uploads, 'extra', 'binary.bin'),
    Buffer.from(Array.from({ length: 70_001 }, (_, i) => (i * 7) % 256)),
  );
  backupFile = path.join(await tempFolder(), 'demo.backup.gz');
}, 120_000);
afterAll(async () => {
  await source.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restore into a fresh DATA_DIR gives back every row, sequence and file', async () => {
    const written = await writeBackup(source.databaseUrl, uploads, backupFile);
    const expected = await fingerprint(source.databaseUrl);
    expect(written.rows).toBeGreaterThan(1000);
    expect(written.files).toBe(Object.keys(await filesOf(uploads)).length);
    expect(Object.values(expected).filter((line) => line.startsWith('0 rows')).length).toBeLessThan(
      Object.keys(expected).length / 2,
    );

    // Through the command a person runs, on an empty DATA_DIR (the embedded database starts for it).
    const dataDir = path.join(await tempFolder(), 'data');
    const run = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'backup.ts'), 'restore', backupFile],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => run.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain(`restored ${written.rows} rows and ${written.files} files`);

    const restored = await startEmbeddedPostgres(dataDir);
    try {
      expect(await fingerprint(restored.urlFor('tandem'))).toEqual(expected);
    } finally {
      await restored.stop();
    }
    expect(await filesOf(path.join(dataDir, 'uploads'))).toEqual(await filesOf(uploads));
  }, 180_000);

  it('refuses to restore over a database that has data, and changes nothing', async () => {
    const before = await fingerprint(source.databaseUrl);
    await expect(
      restoreBackup(source.databaseUrl, path.join(await tempFolder(), 'uploads'), backupFile),
    ).rejects.toThrow('the database already has accounts: restore into a fresh DATA_DIR or a new database');
    expect(await fingerprint(source.databaseUrl)).toEqual(before);
  });

  it('says when a file is not a backup', async () => {
    const notABackup = path.join(await tempFolder(), 'notes.txt');
    await writeFile(notABackup, 'hello');
    await expect(restoreBackup(source.databaseUrl, uploads, notABackup)).rejects.toThrow(
      `${notABackup} is not a Tandem backup`,
    );
  });
});
