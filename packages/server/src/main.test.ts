import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** Runs the real entry point as `npm start` would, and collects what it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('a start that cannot succeed', () => {
  it('says in one line that the port is taken, and exits non-zero', async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, '0.0.0.0');
    await new Promise((resolve) => holder.once('listening', resolve));
    try {
      const { code, stderr } = await startServer({ PORT: String(port), HOST: '0.0.0.0' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `[tandem] cannot start: port ${port} is already in use: stop the program using it, or start Tandem with another PORT (PORT=3001 npm start)`,
      );
    } finally {
      holder.close();
    }
  });

  it('says in one line that the database of DATABASE_URL is unreachable', async () => {
    const closed = await freePort();
    const { code, stderr } = await startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://tandem:secret@127.0.0.1:${closed}/tandem`,
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `[tandem] cannot start: cannot reach the database at 127.0.0.1:${closed}/tandem (DATABASE_URL): is PostgreSQL running there and accepting connections?`,
    );
  });

  it('says in one line that DATA_DIR cannot be made', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-main-test-'));
    folders.push(folder);
    const aFile = path.join(folder, 'not-a-folder');
    await writeFile(aFile, '');
    const { code, stderr } = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: path.join(aFile, 'data'),
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `[tandem] cannot start: cannot write to ${path.join(aFile, 'data')}: make that folder writable for this user, or set DATA_DIR to a folder you own`,
    );
  });
});
