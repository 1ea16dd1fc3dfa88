// `npm run bench`: starts the built app on a free port with fresh demo data (embedded PostgreSQL,
// or DATABASE_URL), then measures each benchmark in bench/ with autocannon and prints the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildAppIfStale, root } from './build-if-stale.mjs';

buildAppIfStale();

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tandem-bench-'));
const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // Benchmarks log in thousands of times from one address: lift the login throttle for them.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000000',
  },
});
const baseUrl = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 90_000;
for (;;) {
  try {
    if ((await fetch(`${baseUrl}/api/health`)).ok) break;
  } catch {
    if (Date.now() > deadline) throw new Error('server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

let failed = false;
try {
  for (const file of readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()) {
    const { default: bench } = await import(path.join(root, 'bench', file));
    console.log(`\n== ${file}`);
    await bench(baseUrl);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
