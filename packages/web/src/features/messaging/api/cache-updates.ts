import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessagingRoom, MessagingRoomInfo } from '@tandem/shared';
import type { MessagingRole } from '../utils/access';
import { withLastMessage, withMessage, withRoomOnTop } from '../utils/message-cache';
import type { RoomPages } from './get-coach-rooms';
import type { MessagePages } from './get-messages';
import { messagingQueryKeys } from './query-keys';

/**
 * Puts a stored message (received live or acknowledged) everywhere it shows: the room's history
 * when it is loaded, and the room as the lists show it, moved to the top of the coach's list.
 */
export function storeMessage(queryClient: QueryClient, message: ChatMessage): void {
  const historyKey = messagingQueryKeys.messages(message.room_id);
  queryClient.setQueryData<MessagePages>(historyKey, (history) =>
    history ? withMessage(history, message) : history,
  );
  // A history loading at this moment may predate the message (and has nothing to put it in yet):
  // load it again; the message is stored before it is sent, so the new answer holds it.
  void reloadIfLoading(queryClient, historyKey);
  queryClient.setQueryData<MessagingRoom>(messagingQueryKeys.room(message.room_id), (room) =>
    room ? withLastMessage(room, message) : room,
  );
  queryClient.setQueryData<MessagingRoom>(messagingQueryKeys.clientRoom(), (room) =>
    room ? withLastMessage(room, message) : room,
  );
  const list = queryClient.getQueryData<RoomPages>(messagingQueryKeys.coachRooms());
  if (!list) return;
  const moved = withRoomOnTop(list, message);
  if (moved) queryClient.setQueryData(messagingQueryKeys.coachRooms(), moved);
  else void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.coachRooms() });
}

/**
 * Puts a room someone just opened with the user where the screens look for it: a client's chat
 * window then needs no request. (A coach's list shows rooms with messages only: not yet this one.)
 */
export function storeRoom(queryClient: QueryClient, room: MessagingRoom, role: MessagingRole): void {
  queryClient.setQueryData(messagingQueryKeys.room(room.id), room);
  if (role === 'client') {
    queryClient.setQueryData<MessagingRoom>(messagingQueryKeys.clientRoom(), (held) => held ?? room);
  }
}

/** Changes one room's missed count (0 leaves the room out, as the server does). */
export function setMissed(queryClient: QueryClient, roomId: number, change: (count: number) => number): void {
  queryClient.setQueryData<MessagingRoomInfo>(messagingQueryKeys.info(), (info = {}) => {
    const { [String(roomId)]: count = 0, ...others } = info;
    const next = change(count);
    return next > 0 ? { ...others, [String(roomId)]: next } : others;
  });
}

/**
 * Starts a request under way again. TanStack Query hands a second fetch of a query that has no
 * data yet the first one's promise; cancelling it first makes the new request really go out.
 */
export async function reloadIfLoading(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  if (queryClient.isFetching({ queryKey }) === 0) return;
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
