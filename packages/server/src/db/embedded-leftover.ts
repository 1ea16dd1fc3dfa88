import { execFileSync } from 'node:child_process';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../lib/startup-errors';

/**
 * A PostgreSQL left running on our cluster by a server that died without stopping it (kill -9,
 * out of memory). PostgreSQL does not watch its parent, so it outlives us and keeps DATA_DIR
 * locked; the next start must deal with it (decision 011).
 */

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ps(pid: number, field: 'ppid' | 'comm' | 'args'): string | undefined {
  try {
    return execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The command name (field 2) may hold spaces and parentheses: read after its last ')'.
  const ppid = stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] : ps(pid, 'ppid');
  const parsed = Number(ppid);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

async function commandLine(pid: number): Promise<string> {
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return raw !== undefined ? raw.split('\0').join(' ') : (ps(pid, 'args') ?? '');
}

/** Whether `pid` is a PostgreSQL server working in `clusterDir` (not a recycled pid). */
async function isPostgresOf(pid: number, clusterDir: string): Promise<boolean> {
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  if (cwd !== undefined) return cwd === (await realpath(clusterDir).catch(() => clusterDir));
  // No /proc (macOS): trust the name.
  return /postgres/.test(ps(pid, 'comm') ?? '');
}

async function waitForExit(pid: number, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

/**
 * The PostgreSQL running on `clusterDir` (its pid and port from `postmaster.pid`), if one is. A
 * lock file whose pid is gone or is no longer our PostgreSQL is stale and is removed.
 */
export async function runningPostgres(
  clusterDir: string,
): Promise<{ pid: number; port: number } | undefined> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const lock = await readFile(lockFile, 'utf8').catch(() => undefined);
  if (lock === undefined) return undefined;
  const [pidLine, , , portLine] = lock.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !(await isPostgresOf(pid, clusterDir))) {
    await rm(lockFile, { force: true });
    return undefined;
  }
  return { pid, port: Number(portLine) };
}

/**
 * Stops a PostgreSQL that a dead server left on `clusterDir`: fast shutdown first (its
 * transactions roll back, committed data is kept), then immediate, then kill. Refuses when the
 * server that started it is still alive: another Tandem is using this DATA_DIR.
 */
export async function stopLeftoverPostgres(
  clusterDir: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  const running = await runningPostgres(clusterDir);
  if (!running) return;
  const { pid } = running;
  const parent = await parentOf(pid);
  if (parent && parent !== 1 && parent !== process.pid && alive(parent)) {
    const owner = await commandLine(parent);
    if (/\bnode\b|main\.js|tandem/i.test(owner)) {
      throw new StartupError(
        `another Tandem server (process ${parent}) is using ${dataDir}: stop it first, or start this one with another DATA_DIR`,
      );
    }
  }
  log(
    `[tandem] stopping the PostgreSQL (process ${pid}) left running in ${clusterDir} by a server that did not stop cleanly`,
  );
  const steps: Array<[NodeJS.Signals, number]> = [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    if (await waitForExit(pid, wait)) return;
  }
  if (alive(pid)) {
    throw new StartupError(
      `a PostgreSQL (process ${pid}) left running in ${clusterDir} could not be stopped: stop it (kill ${pid}) and start again`,
    );
  }
}
