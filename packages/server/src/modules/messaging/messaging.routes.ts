import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  DEFAULT_PAGE_SIZE,
  messageQuerySchema,
  messagingRoomCreateSchema,
  messagingRoomInfoSchema,
  messagingRoomPatchSchema,
  messagingRoomQuerySchema,
  messagingRoomSchema,
  pageQuerySchema,
  paginatedSchema,
  idParams,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { pageOf, pageWindow } from '../../lib/pagination';
import * as messaging from './messaging.service';

const params = idParams;
const tags = ['messaging'];

/**
 * Messaging rooms and their history. Messages are sent on the real-time channel (see
 * messaging.socket.ts); these endpoints list, open and mark rooms and page through messages.
 */
export function messagingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coaches/messaging-rooms/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary:
            "The coach's rooms, latest conversation first (active: with messages; client: with that client)",
          querystring: messagingRoomQuerySchema,
          response: { 200: paginatedSchema(messagingRoomSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const { active, client } = request.query;
        const page = await messaging.listCoachRooms(
          ctx,
          requireActor(request),
          { active, clientId: client },
          window,
        );
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/coaches/messaging-rooms/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary: 'Start a conversation: the room with one of the coach’s clients (made when missing)',
          body: messagingRoomCreateSchema,
          response: { 200: messagingRoomSchema, 201: messagingRoomSchema },
        },
      },
      async (request, reply) => {
        const { room, created } = await messaging.openCoachRoom(
          ctx,
          requireActor(request),
          request.body.client,
        );
        return reply.code(created ? 201 : 200).send(room);
      },
    );

    app.get(
      '/coaches/messaging-rooms/info/',
      {
        config: { audience: 'coach-or-client' },
        schema: {
          tags,
          summary: "The caller's unread messages by room id (coaches and clients)",
          response: { 200: messagingRoomInfoSchema },
        },
      },
      async (request) => messaging.unreadInfo(ctx, requireActor(request)),
    );

    app.get(
      '/coaches/messaging-rooms/:id/',
      {
        // Either member reads it: the client app opens its room here too (web get-room.ts).
        config: { audience: 'coach-or-client' },
        schema: {
          tags,
          summary: 'A room the caller is a member of',
          params,
          response: { 200: messagingRoomSchema },
        },
      },
      async (request) => messaging.getRoom(ctx, requireActor(request), request.params.id),
    );

    // Both sides mark what they have read; the client app uses its own prefix.
    for (const prefix of ['coaches', 'clients']) {
      app.patch(
        `/${prefix}/messaging-rooms/:id/`,
        {
          config: { audience: 'coach-or-client' },
          schema: {
            tags,
            summary: 'Mark the room read up to last_seen (the mark never moves back)',
            params,
            body: messagingRoomPatchSchema,
            response: { 200: messagingRoomSchema },
          },
        },
        async (request) =>
          messaging.markRoomSeen(ctx, requireActor(request), request.params.id, request.body.last_seen),
      );
    }

    app.get(
      '/clients/messaging-rooms/',
      {
        config: { audience: 'coach-or-client' },
        schema: {
          tags,
          summary: "The client's room with their coach",
          querystring: pageQuerySchema,
          response: { 200: paginatedSchema(messagingRoomSchema) },
        },
      },
      async (request) => {
        const window = pageWindow(request.query, DEFAULT_PAGE_SIZE);
        const page = await messaging.listClientRooms(ctx, requireActor(request), window);
        return pageOf(request, window, page.count, page.results);
      },
    );

    app.post(
      '/clients/messaging-rooms/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "The client's room with their coach (made when missing)",
          response: { 200: messagingRoomSchema, 201: messagingRoomSchema },
        },
      },
      async (request, reply) => {
        const { room, created } = await messaging.openClientRoom(ctx, requireActor(request));
        return reply.code(created ? 201 : 200).send(room);
      },
    );

    app.get(
      '/messages/',
      {
        config: { audience: 'coach-or-client' },
        schema: {
          tags,
          summary: "A room's messages older than last_seen_timestamp, newest first, 40 a page",
          querystring: messageQuerySchema,
          response: {
            200: z.object({ next: z.string().nullable(), results: z.array(chatMessageSchema) }),
          },
        },
      },
      async (request) => {
        const { results, cursor } = await messaging.listMessages(ctx, requireActor(request), request.query);
        let next: string | null = null;
        if (cursor) {
          const url = new URL(request.url, `${request.protocol}://${request.host}`);
          url.searchParams.set('last_seen_timestamp', cursor.timestamp);
          url.searchParams.set('last_seen_id', String(cursor.id));
          next = url.toString();
        }
        return { next, results };
      },
    );
  };
}
