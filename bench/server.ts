// Starts the built server (packages/server/dist/main.js) as `npm start` would, for benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/src/db/embedded';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltServer {
  baseUrl: string;
  child: ChildProcess;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * A server process on `databaseUrl` and a free port, without demo data or scheduled work
 * (benchmarks run that themselves), with the login throttle lifted (benchmarks log in thousands
 * of times from one address); `env` adds or overrides variables; `checkout` is the root of the
 * build to run (another checkout's, to compare two builds). Answers once /api/health does.
 */
export async function startBuiltServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  checkout = root,
): Promise<BuiltServer> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(checkout, 'packages/server/dist/main.js')], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RUN_SCHEDULES: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000000',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the server on port ${port} did not start`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
