import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../db/embedded';

/**
 * A throw-away `redis-server` from the PATH on a free local port, without persistence, for tests
 * and benchmarks on a machine without REDIS_URL; null when there is no redis-server to start.
 */
export async function startThrowawayRedis(): Promise<{ url: string; stop: () => void } | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await accepts(port)) return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill();
  throw new Error('redis-server did not start');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
