import { grantsFeature, MESSAGES_FEATURE } from '@tandem/shared';
import type { Actor } from '../../lib/auth';

/*
 * Who may message whom.
 *
 * - A room joins one coach and one client. It is open while the coach still coaches the client:
 *   a client who moved to another coach starts a new room with them, and neither side of the old
 *   room can read or write it any more (404, like any room one is not a member of).
 * - Using messaging at all needs the `messages` feature (coach_features for a coach,
 *   client_features for a client, never excluded); a client also needs `allow_messaging` on their
 *   profile. Otherwise every messaging endpoint answers 403.
 * - A coach still reads the room of a client who is deactivated or whose messaging was turned
 *   off (allow_messaging or the feature), but nobody can send there any more; the same holds when
 *   the coach loses the feature (the client's side closes: they could not be answered).
 * - An admin impersonating someone reads as them but sends nothing and marks nothing seen, so the
 *   real person's conversation and unread counts stay as they were.
 */

/** What a user's access to messaging depends on. */
export interface MessagingAccessFacts {
  isCoach: boolean;
  clientFeatures: readonly string[];
  coachFeatures: readonly string[];
  exclude: readonly string[];
  /** The client profile's allow_messaging (null: not a client). */
  allowMessaging: boolean | null;
}

/** Whether this user may use messaging: the coach tool for coaches, the chat window for clients. */
export function mayUseMessaging(user: MessagingAccessFacts): boolean {
  if (user.isCoach) return grantsFeature(user.coachFeatures, user.exclude, MESSAGES_FEATURE);
  return user.allowMessaging === true && grantsFeature(user.clientFeatures, user.exclude, MESSAGES_FEATURE);
}

/** The facts about a room that decide who may read and send in it. */
export interface RoomFacts {
  coachId: number;
  clientId: number;
  /** The client's coach today (null when they have none). */
  clientCoachId: number | null;
  /** The client may use messaging (mayUseMessaging of their features and profile). */
  clientMayMessage: boolean;
  /** The coach may use messaging (their coach features). */
  coachMayMessage: boolean;
  clientDeactivated: boolean;
}

/** The room is still between a coach and their client. */
const roomIsCurrent = (room: RoomFacts) => room.clientCoachId === room.coachId;

/** A member may read the room (and join its channel) while the coaching relationship holds. */
export function readsRoom(actor: Actor, room: RoomFacts): boolean {
  if (!roomIsCurrent(room)) return false;
  if (actor.userId === room.coachId) return actor.isCoach;
  if (actor.userId === room.clientId) return room.clientMayMessage && !room.clientDeactivated;
  return false;
}

/**
 * New messages may be sent while the client is active and both members may use messaging: a
 * message nobody on the other side could ever read is refused, not stored.
 */
export const roomAcceptsMessages = (room: RoomFacts) =>
  roomIsCurrent(room) && room.clientMayMessage && room.coachMayMessage && !room.clientDeactivated;

/** A reader may send unless the room is closed to new messages or they are impersonated. */
export const sendsInRoom = (actor: Actor, room: RoomFacts) =>
  readsRoom(actor, room) && roomAcceptsMessages(room) && actor.impersonatorId === null;
