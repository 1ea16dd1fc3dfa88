import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGING_EVENTS,
  roomChannel,
  sendMessageSchema,
  type ChatMessage,
  type SocketAck,
  idField,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { AppSocket } from '../../lib/realtime';
import { findAccessFacts, readableRoomIds } from './messaging.repo';
import { mayUseMessaging } from './messaging.policy';
import * as messaging from './messaging.service';

const joinSchema = z.object({ room: idField });

type Ack<T> = (answer: SocketAck<T>) => void;

/**
 * Before a socket is connected (recovered ones included, as rooms may have been opened or closed
 * meanwhile), it joins the channel of every room its user reads: one query, whatever the number.
 */
export function joinReadableRooms(ctx: AppContext) {
  return async (socket: AppSocket) => {
    const { actor } = socket.data;
    const facts = await findAccessFacts(ctx.db, actor.userId);
    if (!facts || !mayUseMessaging(facts)) return;
    const roomIds = await readableRoomIds(ctx.db, actor.userId);
    if (roomIds.length > 0) await socket.join(roomIds.map(roomChannel));
  };
}

/**
 * What a connected socket does for messaging:
 * - `room:join` {room} joins one more (a room opened since), for members only;
 * - `message:send` stores a message and answers it; the room's channel then carries it to the
 *   other devices. Every request is validated and answered, errors included.
 */
export function messagingSocket(ctx: AppContext, log: FastifyBaseLogger) {
  return (socket: AppSocket) => {
    const { actor } = socket.data;

    socket.on(MESSAGING_EVENTS.join, (payload: unknown, ack: unknown) => {
      void answer(log, ack as Ack<{ room: number }> | undefined, async () => {
        const { room } = joinSchema.parse(payload);
        await messaging.checkJoin(ctx, actor, room);
        await socket.join(roomChannel(room));
        return { room };
      });
    });

    socket.on(MESSAGING_EVENTS.send, (payload: unknown, ack: unknown) => {
      void answer(log, ack as Ack<ChatMessage> | undefined, async () =>
        messaging.sendMessage(ctx, actor, sendMessageSchema.parse(payload)),
      );
    });
  };
}

/** Runs a request and acknowledges its result or its error (status and message, as the API would). */
async function answer<T>(
  log: FastifyBaseLogger,
  ack: Ack<T> | undefined,
  work: () => Promise<T>,
): Promise<void> {
  const reply = typeof ack === 'function' ? ack : () => undefined;
  try {
    reply({ ok: true, data: await work() });
  } catch (error) {
    if (error instanceof z.ZodError) {
      reply({ ok: false, status: 400, error: error.issues[0]?.message ?? 'Invalid request.' });
    } else if (error instanceof AppError) {
      reply({ ok: false, status: error.statusCode, error: firstMessage(error) });
    } else {
      log.error({ err: error }, 'real-time request failed');
      reply({ ok: false, status: 500, error: 'Server error.' });
    }
  }
}

/** The first human-readable text of an API error body ({detail} or {field: [message]}). */
function firstMessage(error: AppError): string {
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return error.message;
}
