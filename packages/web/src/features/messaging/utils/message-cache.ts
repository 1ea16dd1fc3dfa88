import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessagingRoom, Paginated } from '@tandem/shared';

/*
 * How live messages join what REST loaded. A message can reach a device more than once (its
 * sender's acknowledgement and the room's broadcast; a retried send; a refetch after a lost
 * connection), so messages are told apart by id and by the id their device gave them.
 */

/** Where the page before a history page starts (from its `next` link). */
export interface MessageCursor {
  timestamp: string;
  id: number;
}

/** The cursor in a `next` link (`last_seen_timestamp`, `last_seen_id`), or undefined at the start. */
export function cursorOf(next: string | null): MessageCursor | undefined {
  if (!next) return undefined;
  const params = new URL(next, 'http://localhost').searchParams;
  const timestamp = params.get('last_seen_timestamp');
  const id = Number(params.get('last_seen_id'));
  return timestamp && Number.isInteger(id) && id > 0 ? { timestamp, id } : undefined;
}

/** Oldest first: by time, then by id for messages of the same instant (as the server pages them). */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
}

/** The messages once each (by id and by client id), oldest first. */
export function mergeMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  const ids = new Set<number>();
  const clientIds = new Set<string>();
  const merged: ChatMessage[] = [];
  for (const message of messages) {
    if (ids.has(message.id) || clientIds.has(message.client_id)) continue;
    ids.add(message.id);
    clientIds.add(message.client_id);
    merged.push(message);
  }
  return merged.sort(compareMessages);
}

/** Whether the history already holds this message. */
function holds(pages: readonly { results: ChatMessage[] }[], message: ChatMessage): boolean {
  return pages.some((page) =>
    page.results.some((held) => held.id === message.id || held.client_id === message.client_id),
  );
}

/** The history with a live message added to its newest page (unchanged when it is already there). */
export function withMessage<P extends { results: ChatMessage[] }, C>(
  history: InfiniteData<P, C>,
  message: ChatMessage,
): InfiniteData<P, C> {
  const [newest, ...older] = history.pages;
  if (!newest || holds(history.pages, message)) return history;
  const results = [message, ...newest.results].sort((a, b) => compareMessages(b, a));
  return { ...history, pages: [{ ...newest, results }, ...older] };
}

/** Whether `message` is later than the room's last one. */
function isLater(message: ChatMessage, last: ChatMessage | null): boolean {
  return !last || compareMessages(message, last) > 0;
}

/** The room with `message` as its last one when it is the latest. */
export function withLastMessage(room: MessagingRoom, message: ChatMessage): MessagingRoom {
  return room.id === message.room_id && isLater(message, room.last_message)
    ? { ...room, last_message: message }
    : room;
}

/**
 * The room list with the message's room moved to the top and showing it, or null when the room is
 * not in the list (a first message makes a room a conversation: the list must be asked again).
 */
export function withRoomOnTop(
  list: InfiniteData<Paginated<MessagingRoom>, number>,
  message: ChatMessage,
): InfiniteData<Paginated<MessagingRoom>, number> | null {
  const room = list.pages.flatMap((page) => page.results).find((held) => held.id === message.room_id);
  if (!room) return null;
  if (!isLater(message, room.last_message)) return list;
  const pages = list.pages.map((page) => ({
    ...page,
    results: page.results.filter((held) => held.id !== room.id),
  }));
  const [first, ...rest] = pages;
  const moved = { ...room, last_message: message };
  return { ...list, pages: [{ ...first!, results: [moved, ...first!.results] }, ...rest] };
}

/** The other member of a room, as `me` sees it. */
export function otherMember(room: MessagingRoom, me: number | null) {
  return room.users.find((user) => user.id !== me) ?? room.users[0];
}

/** A member's full name. */
export const fullName = (user: { first_name: string; last_name: string } | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';
