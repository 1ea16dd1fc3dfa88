import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { MESSAGES, MESSAGING_EVENTS, TWO_STEP_MESSAGES } from '@tandem/shared';
import type { Db } from '../db/client';
import { loadActor, type Actor } from './auth';
import { AppError } from './errors';

/*
 * Real time (Socket.IO at /socket.io, on the same port as the API).
 *
 * - A socket authenticates with the session token (`auth: {token}`), checked like the
 *   Authorization header: a revoked, idle or deactivated session is refused. The check runs again
 *   when a dropped connection is recovered.
 * - Every socket joins `user:{id}` and `session:{id}`, so the server can reach a person's devices
 *   (a new room) or one session's (log out) from any process. Modules join their own channels
 *   during the handshake (`beforeConnect`, so nothing sent after `connect` can miss the device)
 *   and handle their events through `onConnection`.
 * - Connection state recovery is on: a device that drops for up to two minutes gets back its
 *   channels and every packet sent meanwhile, exactly once, as long as the Redis stream still
 *   holds them (STREAM_MAX_LENGTH); otherwise it reconnects afresh and reloads what it shows.
 * - With REDIS_URL, the Redis Streams adapter carries every broadcast to the other processes. The
 *   stream resumes after a Redis blip without losing packets, and the recovery sessions live in
 *   Redis, so a device may come back through another process. Without it, one process serves
 *   everything from memory.
 */

/** What a connected socket knows about its user. */
export interface SocketData {
  actor: Actor;
}
export type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: Server;
  /** Sends an event to everyone in the channels, on every process (one copy per socket). */
  emit(channels: string | string[], event: string, payload: unknown): void;
  /** Makes every device of these users join a channel, on every process. */
  join(userIds: number[], channel: string): void;
  /** Disconnects every device of a session (logged out), on every process. */
  disconnectSession(sessionId: number): void;
  /** Disconnects every device of a user (deactivated), on every process. */
  disconnectUser(userId: number): void;
  /** Tells every connected device which version this server runs (a deploy reaches old tabs). */
  announceVersion(): void;
  /**
   * Registers work to finish before a socket is told it is connected (joining its channels), so
   * nothing broadcast after the device sees `connect` can miss it.
   */
  beforeConnect(handler: (socket: AppSocket) => Promise<void>): void;
  /** Registers what a module does with each new (or recovered) socket. */
  onConnection(handler: (socket: AppSocket) => void): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Db;
  appVersion: string;
  redisUrl: string | undefined;
  /** Names the stream, the pub/sub channels and the session keys in Redis. */
  redisPrefix: string;
  log: FastifyBaseLogger;
}

/** How long a dropped device's channels and missed packets are kept for it. */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/** Broadcasts the Redis stream keeps (the adapter's default, 10,000, is seconds under load). */
const STREAM_MAX_LENGTH = 100_000;

export const userChannel = (userId: number) => `user:${userId}`;
export const sessionChannel = (sessionId: number) => `session:${sessionId}`;

export async function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  let redis: ReturnType<typeof createClient> | undefined;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  if (options.redisUrl) {
    redis = createClient({ url: options.redisUrl });
    // node-redis reconnects by itself; the stream is read again from where it stopped.
    redis.on('error', (error: Error) => options.log.warn({ err: error }, 'redis connection error'));
    await redis.connect();
    adapter = createAdapter(redis, {
      streamName: `${options.redisPrefix}:socket.io`,
      channelPrefix: `${options.redisPrefix}:socket.io`,
      sessionKeyPrefix: `${options.redisPrefix}:socket.io:session:`,
      // Messages are JSON only: no need to look for binary in every packet.
      onlyPlaintext: true,
      // Recovery replays a dropped device's packets from the stream, so the stream must still hold
      // them: 100,000 broadcasts is about two minutes at 800 messages a second (the 2-CPU
      // benchmark's ceiling). Older drops reconnect without recovery and the web refetches.
      maxLen: STREAM_MAX_LENGTH,
    });
  }

  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(adapter ? { adapter } : {}),
  });

  const preparations: Array<(socket: AppSocket) => Promise<void>> = [];
  // Middlewares run before the device is told it is connected: authenticate, then join channels.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const refuse = (detail: string) => next(Object.assign(new Error(detail), { data: { detail } }));
    if (typeof token !== 'string' || token === '') return refuse(MESSAGES.notAuthenticated);
    loadActor(options.db, `Token ${token}`)
      .then(async (actor) => {
        if (!actor) return refuse(MESSAGES.notAuthenticated);
        // A session that may only set up two-step sign-in gets no real time (lib/two-step-gate.ts).
        if (actor.twoStepSetupOnly) return refuse(TWO_STEP_MESSAGES.setupRequired);
        const appSocket = socket as AppSocket;
        appSocket.data.actor = actor;
        await appSocket.join([userChannel(actor.userId), sessionChannel(actor.sessionId)]);
        for (const prepare of preparations) await prepare(appSocket);
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return refuse(error.message);
        options.log.error({ err: error }, 'socket authentication failed');
        refuse('Server error.');
      });
  });

  const handlers: Array<(socket: AppSocket) => void> = [];
  io.on('connection', (raw) => {
    const socket = raw as AppSocket;
    socket.emit(MESSAGING_EVENTS.version, { version: options.appVersion });
    for (const handler of handlers) handler(socket);
  });

  return {
    io,
    emit: (channels, event, payload) => void io.to(channels).emit(event, payload),
    join: (userIds, channel) => {
      if (userIds.length > 0) io.in(userIds.map(userChannel)).socketsJoin(channel);
    },
    disconnectSession: (sessionId) => io.in(sessionChannel(sessionId)).disconnectSockets(true),
    disconnectUser: (userId) => io.in(userChannel(userId)).disconnectSockets(true),
    announceVersion: () => void io.emit(MESSAGING_EVENTS.version, { version: options.appVersion }),
    beforeConnect: (handler) => void preparations.push(handler),
    onConnection: (handler) => void handlers.push(handler),
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
      await redis?.quit().catch(() => undefined);
    },
  };
}
