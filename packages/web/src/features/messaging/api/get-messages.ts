import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type ChatMessage } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { cursorOf, type MessageCursor } from '../utils/message-cache';
import { messagingQueryKeys } from './query-keys';

/** One page of a room's history, newest first; `next` links the page before it. */
export interface MessagePage {
  next: string | null;
  results: ChatMessage[];
}

/** The cached history of a room: the newest page first, then older ones as the chat scrolls up. */
export type MessagePages = InfiniteData<MessagePage, MessageCursor | null>;

/** GET messages/?room=&limit=40 — the room's newest messages, or those older than the cursor. */
export function getMessages(room: number, cursor: MessageCursor | null): Promise<MessagePage> {
  const params = new URLSearchParams({ room: String(room), limit: String(MESSAGES_PAGE_SIZE) });
  if (cursor) {
    params.set('last_seen_timestamp', cursor.timestamp);
    params.set('last_seen_id', String(cursor.id));
  }
  return apiRequest<MessagePage>(`messages/?${params.toString()}`);
}

export function messagesQueryOptions(room: number) {
  return infiniteQueryOptions({
    queryKey: messagingQueryKeys.messages(room),
    queryFn: ({ pageParam }) => getMessages(room, pageParam),
    initialPageParam: null as MessageCursor | null,
    getNextPageParam: (last) => cursorOf(last.next),
  });
}

export const useMessages = (room: number) => useInfiniteQuery(messagesQueryOptions(room));
