import { spawn } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { packagedBinaries } from './postgres-runtime';

const asRoot = process.getuid?.() === 0;
const folders: string[] = [];
const running: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const database of running) await database.stop().catch(() => undefined);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(mode = 0o755): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-embedded-test-'));
  await chmod(folder, mode);
  folders.push(folder);
  return folder;
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, milliseconds: number): Promise<void> {
  const deadline = Date.now() + milliseconds;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL', () => {
  // As root it runs as `postgres`, who cannot pass a folder of mode 0700: the binaries and the
  // data of a project cloned into /root (or any private home) are out of its reach.
  it.skipIf(!asRoot)(
    'starts as root from binaries and a DATA_DIR inside a private (0700) folder',
    async () => {
      const home = await tempFolder(0o700);
      const packaged = await packagedBinaries();
      const packageDir = path.resolve(path.dirname(packaged.postgres), '..', '..');
      const privatePackage = path.join(home, 'node_modules', 'pg-binaries');
      await cp(packageDir, privatePackage, { recursive: true, verbatimSymlinks: true });
      // A version of its own, so this test makes (and removes) its own reachable copy.
      const version = `test-${process.pid}-${Date.now()}`;
      await writeFile(path.join(privatePackage, 'package.json'), JSON.stringify({ version }));
      folders.push(path.join(os.tmpdir(), `tandem-postgres-${version}-0`));
      const binaries = {
        initdb: path.join(privatePackage, 'native', 'bin', 'initdb'),
        postgres: path.join(privatePackage, 'native', 'bin', 'postgres'),
      };
      const dataDir = path.join(home, 'project', 'data');

      const database = await startEmbeddedPostgres(dataDir, undefined, { binaries });
      running.push(database);

      expect(await selectOne(database.adminUrl)).toBe(1);
      // Nothing on the way was opened up to make it work.
      expect((await import('node:fs')).statSync(home).mode & 0o777).toBe(0o700);
      await database.stop();
      // And it starts again on the cluster it made.
      const again = await startEmbeddedPostgres(dataDir, undefined, { binaries });
      running.push(again);
      expect(await selectOne(again.adminUrl)).toBe(1);
      await again.stop();
    },
  );

  it('stops a PostgreSQL left running by a server that was killed, and starts on the same data', async () => {
    const dataDir = path.join(await tempFolder(), 'data');
    // A separate "server" process starts the database and is then killed with SIGKILL.
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embedded.ts'))};
      const database = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
      console.log('READY');
      setInterval(() => undefined, 1000);
    `;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const leftover = await postmasterPid(dataDir);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(alive(leftover)).toBe(true);

    const database = await startEmbeddedPostgres(dataDir);
    running.push(database);

    expect(alive(leftover)).toBe(false);
    expect(await selectOne(database.adminUrl)).toBe(1);
    await database.stop();
  });

  it('refuses to take over the database of a server that is still running', async () => {
    const dataDir = path.join(await tempFolder(), 'data');
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embedded.ts'))};
      await startEmbeddedPostgres(${JSON.stringify(dataDir)});
      console.log('READY');
      setInterval(() => undefined, 1000);
    `;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve) =>
        server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve()),
      );
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(
        `another Tandem server (process ${server.pid}) is using ${dataDir}: stop it first, or start this one with another DATA_DIR`,
      );
    } finally {
      // An orderly stop: its 'exit' handler takes the database down with it.
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });

  it('restarts its PostgreSQL when it dies, saying why meanwhile', async () => {
    const dataDir = path.join(await tempFolder(), 'data');
    const database = await startEmbeddedPostgres(dataDir);
    running.push(database);
    const first = await postmasterPid(dataDir);

    process.kill(first, 'SIGKILL');
    await waitFor(() => !database.state().ok, 5_000);
    expect(database.state()).toEqual({
      ok: false,
      reason: 'the database stopped (SIGKILL) and is restarting',
    });

    await waitFor(() => database.state().ok, 30_000);
    expect(await selectOne(database.adminUrl)).toBe(1);
    expect(await postmasterPid(dataDir)).not.toBe(first);
    await database.stop();
  });
});
