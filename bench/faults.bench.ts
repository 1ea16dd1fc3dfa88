// Faults (issue 16, part 6): a bounded write load against a server on its own embedded
// PostgreSQL, then (1) kill -9 of the server and a restart on the same DATA_DIR: acknowledged vs
// stored vs duplicated writes, and how long the restart took; (2) kill -9 of the database under
// the running server: what the writers saw meanwhile, and how long until writes succeeded again.
// Run alone with `npm run bench -- faults`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../packages/server/src/db/embedded';
import { runningPostgres } from '../packages/server/src/db/embedded-leftover';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRITERS = 10;
const LOAD_MS = 4_000;

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

async function startServer(dataDir: string, port: number): Promise<Server & { startMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      RUN_SCHEDULES: 'false',
      LOG_LEVEL: 'error',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { baseUrl, child, startMs: Date.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client@demo.test', password: 'tandem-demo' }),
  });
  return `Token ${((await response.json()) as { token: string }).token}`;
}

/** Writers creating notes titled `<run>-<writer>-<n>` until told to stop; what each answer was. */
function writeLoad(baseUrl: string, token: string, run: string) {
  const acknowledged = new Set<string>();
  const outcomes = new Map<string, number>();
  let stopped = false;
  let lastSuccessAt = 0;
  let firstFailureAt = 0;
  let recoveredAfterMs: number | undefined;
  const writer = async (id: number) => {
    for (let n = 0; !stopped; n++) {
      const title = `${run}-${id}-${n}`;
      let outcome: string;
      try {
        const response = await fetch(`${baseUrl}/api/clients/notes/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ title, text: 'fault bench' }),
          signal: AbortSignal.timeout(5_000),
        });
        outcome = String(response.status);
        if (response.ok) {
          acknowledged.add(title);
          if (firstFailureAt && recoveredAfterMs === undefined)
            recoveredAfterMs = Date.now() - firstFailureAt;
          lastSuccessAt = Date.now();
        }
      } catch (error) {
        outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection refused or reset';
      }
      if (!/^2/.test(outcome)) {
        firstFailureAt ||= Date.now();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  return {
    acknowledged,
    outcomes,
    lastSuccessAt: () => lastSuccessAt,
    recoveredAfterMs: () => recoveredAfterMs,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function storedTitles(dataDir: string, run: string): Promise<Map<string, number>> {
  const postgres = await runningPostgres(path.join(dataDir, 'postgres'));
  if (!postgres) throw new Error('the embedded database is not running');
  const password = readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgres.port}/tandem`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string; n: number }>(
      `SELECT title, count(*)::int AS n FROM notes WHERE title LIKE $1 GROUP BY title`,
      [`${run}-%`],
    );
    return new Map(rows.map((row) => [row.title, row.n]));
  } finally {
    await client.end();
  }
}

function report(label: string, acknowledged: Set<string>, stored: Map<string, number>) {
  const lost = [...acknowledged].filter((title) => !stored.has(title)).length;
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  const unacknowledgedButStored = [...stored.keys()].filter((title) => !acknowledged.has(title)).length;
  console.log(
    `${label}: ${acknowledged.size} acknowledged, ${stored.size} stored, ${lost} lost, ${duplicated} duplicated, ` +
      `${unacknowledgedButStored} stored without an acknowledgement (cut off mid-answer)`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function faults(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tandem-faults-'));
  const port = await freePort();
  let server: Server | undefined;
  try {
    // 1. kill -9 the server in the middle of writes, then start again on the same DATA_DIR.
    server = await startServer(dataDir, port);
    const token = await login(server.baseUrl);
    const first = writeLoad(server.baseUrl, token, 'kill-server');
    await sleep(LOAD_MS);
    server.child.kill('SIGKILL');
    await first.stop();
    const restarted = await startServer(dataDir, port);
    server = restarted;
    report('kill -9 of the server', first.acknowledged, await storedTitles(dataDir, 'kill-server'));
    console.log(
      `  restart on the same DATA_DIR (a PostgreSQL left running): healthy after ${restarted.startMs} ms`,
    );

    // 2. kill -9 the database under the running server.
    const second = writeLoad(server.baseUrl, await login(server.baseUrl), 'kill-database');
    await sleep(LOAD_MS / 2);
    const postgres = await runningPostgres(path.join(dataDir, 'postgres'));
    process.kill(postgres!.pid, 'SIGKILL');
    await sleep(LOAD_MS * 2);
    await second.stop();
    report('kill -9 of the database', second.acknowledged, await storedTitles(dataDir, 'kill-database'));
    const seen = [...second.outcomes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([outcome, n]) => `${outcome}: ${n}`);
    console.log(`  what the writers saw: ${seen.join(', ')}`);
    const recovered = second.recoveredAfterMs();
    console.log(
      `  writes succeeded again ${recovered === undefined ? 'never' : `${recovered} ms after the first failure`}`,
    );
  } finally {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
