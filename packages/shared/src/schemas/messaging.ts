import { z } from 'zod';
import { id, queryBigId, queryId, queryInteger } from './fields';
import { MESSAGING_MESSAGES } from '../messages';
import { MAX_MESSAGE_LENGTH, MESSAGES_PAGE_SIZE } from '../constants';

/*
 * Messaging between a coach and a client (spec: coach side sections 3 and 7, client side section 7).
 * A room holds exactly one coach and one of their clients. Messages are stored first, then sent on
 * the room's real-time channel `room:{roomId}` (see MESSAGING_EVENTS); REST reads the history.
 */

/** A member of a room as rooms show them. */
export const roomUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
});
export type RoomUser = z.infer<typeof roomUserSchema>;

/** One message (spec: id, sender_id, room_id, sender, created_at, payload.message). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender_id: z.number().int(),
  sender: roomUserSchema.extend({ email: z.string() }),
  created_at: z.string(),
  /** The id the sender's device made up for it: a retried send carries the same one. */
  client_id: z.string(),
  payload: z.object({ message: z.string() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A room as the room list shows it; `last_seen` is the caller's own mark. */
export const messagingRoomSchema = z.object({
  id: z.number().int(),
  users: z.array(roomUserSchema),
  /** The client of the room (the other member, for a coach). */
  client: z.number().int(),
  coach: z.number().int(),
  last_message: chatMessageSchema.nullable(),
  /** When the caller last looked at the room; messages from others after it are unread. */
  last_seen: z.string().nullable(),
  /**
   * Whether the caller can send here: the client is active, both members may use messaging, and
   * the caller is not an impersonating admin.
   */
  can_send: z.boolean(),
  created_at: z.string(),
});
export type MessagingRoom = z.infer<typeof messagingRoomSchema>;

/**
 * GET coaches/messaging-rooms/ — the coach's rooms, latest message first. `active` keeps the rooms
 * with at least one message (the conversations); `client` the room with that client, if any.
 */
export const messagingRoomQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  client: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: queryInteger().optional(),
  page: queryInteger(1).optional(),
});

/** POST coaches/messaging-rooms/ — the room with one of the coach's clients, made when missing. */
export const messagingRoomCreateSchema = z.object({
  client: id,
});

/** PATCH coaches/messaging-rooms/{id}/ — the caller has seen the room up to `last_seen`. */
export const messagingRoomPatchSchema = z.object({
  last_seen: z.iso.datetime({ offset: true }),
});

/** GET coaches/messaging-rooms/info/ — unread messages per room id, for the caller. */
export const messagingRoomInfoSchema = z.record(z.string(), z.number().int());
export type MessagingRoomInfo = z.infer<typeof messagingRoomInfoSchema>;

/**
 * GET messages/?room=&limit=40&last_seen_timestamp= — a room's messages older than the timestamp
 * (newest first; `last_seen_id` breaks ties between messages of the same instant). `next` links
 * the page before.
 */
export const messageQuerySchema = z.object({
  room: queryId,
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
  last_seen_timestamp: z.iso.datetime({ offset: true }).optional(),
  last_seen_id: queryBigId.optional(),
});

/** What a device sends on the real-time channel to post a message. */
export const sendMessageSchema = z.object({
  room: id,
  /** Made by the device (a UUID); the same id sent twice stores one message. */
  client_id: z.string().trim().min(8).max(64),
  message: z
    .string()
    .trim()
    .min(1, { error: MESSAGING_MESSAGES.emptyMessage })
    .max(MAX_MESSAGE_LENGTH, { error: MESSAGING_MESSAGES.messageTooLong }),
});
export type SendMessage = z.input<typeof sendMessageSchema>;
