import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { createClient } from 'redis';
import type { SocketAck } from '@tandem/shared';

/** The Redis real-time tests share ('' when none: those tests are skipped). */
export const testRedisUrl = (): string => inject('redisUrl');

/**
 * Config for an app that fans out through Redis under its own prefix: test files run in
 * parallel on one Redis and must not hear each other's rooms.
 */
export function redisConfig() {
  return { redisUrl: testRedisUrl(), redisPrefix: `tandem-test-${randomBytes(6).toString('hex')}` };
}

/** Removes what a test's apps left in the shared Redis (the stream, recovery sessions). */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: testRedisUrl() });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 100 })) {
      if (keys.length > 0) await client.del(keys);
    }
  } finally {
    await client.quit();
  }
}

/**
 * Waits until a dropped device's recovery session is in Redis (`sessionKeyPrefix` of
 * lib/realtime.ts): the process that saw the drop writes it without waiting, so a device coming
 * back through another process must not be faster than that write.
 */
export async function waitForRecoverySession(prefix: string, pid: string, timeoutMs = 5000): Promise<void> {
  const client = createClient({ url: testRedisUrl() });
  await client.connect();
  try {
    const start = Date.now();
    while (!(await client.exists(`${prefix}:socket.io:session:${pid}`))) {
      if (Date.now() - start > timeoutMs) throw new Error('no recovery session in Redis');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await client.quit();
  }
}

/** Starts an app on a free local port; answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A connected device; `authorization` is an `Authorization` header value ('Token ...'). */
export async function connect(baseUrl: string, authorization: string): Promise<Socket> {
  const socket = io(baseUrl, {
    auth: { token: authorization.replace(/^Token\s+/i, '') },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** Everything a socket receives on an event, in order. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Waits until `check` holds (real time is asynchronous), failing after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Emits a request and answers its acknowledgement. */
export function request<T>(socket: Socket, event: string, payload: unknown): Promise<SocketAck<T>> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck<T>>;
}

/** A message to send, with a fresh client id. */
export const outgoing = (room: number, message: string, clientId: string = randomUUID()) => ({
  room,
  client_id: clientId,
  message,
});
