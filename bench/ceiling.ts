// Starts bench/ceiling-server.mjs (bare Fastify + node-postgres) beside the app for one benchmark.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/src/db/embedded';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The app's own pool size (openDatabase's default), so the ceiling has the same connections. */
export const APP_POOL_SIZE = 10;

export interface Ceiling {
  /** The bare server's process id, to read its CPU time. */
  pid: number;
  /** GET: a constant JSON object, no database. */
  helloUrl: string;
  /** GET: one users row by primary key. */
  rowUrl(id: number): string;
  /** GET: the `limit` newest users rows, a few columns each, as `{count, results}`. */
  pageUrl(limit: number): string;
  stop(): Promise<void>;
}

export async function startCeiling(databaseUrl: string): Promise<Ceiling> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'ceiling-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: String(APP_POOL_SIZE) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare ceiling exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid!,
    helloUrl: `${baseUrl}/hello`,
    rowUrl: (id) => `${baseUrl}/row/${id}`,
    pageUrl: (limit) => `${baseUrl}/page?limit=${limit}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
