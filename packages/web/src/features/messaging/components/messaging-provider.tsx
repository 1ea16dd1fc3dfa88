import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  type ChatMessage,
  type MessagingRoom,
  type SocketAck,
  type User,
} from '@tandem/shared';
import { useEmitWithAck, useRealtime, useResync, useSocketEvent } from '../../../lib/socket';
import { reloadIfLoading, setMissed, storeMessage, storeRoom } from '../api/cache-updates';
import { useRoomInfo } from '../api/get-room-info';
import { markRoomSeen } from '../api/mark-room-seen';
import { messagingQueryKeys } from '../api/query-keys';
import { MessagingContext, type MessagingContextValue } from '../hooks/messaging-context';
import { useWindowFocused } from '../hooks/use-window-focused';
import { messagingRole } from '../utils/access';
import { Outbox, SEND_TIMEOUT_MS } from '../utils/outbox';

const NEW_MESSAGE_NOTICE_ID = 'new-message';

/**
 * The session's messaging, for the whole shell (inside RealtimeProvider): it keeps every screen's
 * messages, rooms and missed counts up to date from the connection, sends what the user types
 * (see Outbox) and tells the user about a message in a room they are not looking at. Inert for a
 * user without messaging.
 */
export function MessagingProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const role = user ? messagingRole(user) : null;
  const me = user?.id ?? null;
  const queryClient = useQueryClient();
  const { socket, connected } = useRealtime();
  const emitWithAck = useEmitWithAck();
  const windowFocused = useWindowFocused();
  const [chatOpened, setChatOpened] = useState(false);
  // How many views show each room (a page and a chat window may show the same one).
  const shownRooms = useRef(new Map<number, number>());
  // A message is counted as missed once, however often it arrives (recovery replays, refetches).
  const counted = useRef(new Set<number>());
  const drafts = useRef(new Map<number, string>());
  useRoomInfo(role !== null);

  // Another user on this device (logged out and in) starts afresh.
  useEffect(() => {
    counted.current.clear();
    drafts.current.clear();
    setChatOpened(false);
  }, [me]);

  // The outbox outlives re-renders and reconnections; it reads the connection of the moment.
  const transport = useRef({ socket, emitWithAck });
  transport.current = { socket, emitWithAck };
  const outbox = useMemo(
    () =>
      new Outbox({
        connected: () => transport.current.socket?.connected ?? false,
        send: (message) =>
          transport.current.emitWithAck<SocketAck<ChatMessage>>(
            MESSAGING_EVENTS.send,
            message,
            SEND_TIMEOUT_MS,
          ),
        stored: (message) => storeMessage(queryClient, message),
      }),
    // A new outbox for each user: one's unsent messages never go out as another's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, me],
  );
  useEffect(() => {
    if (connected) outbox.flush();
  }, [connected, outbox]);

  useSocketEvent<ChatMessage>(MESSAGING_EVENTS.message, (message) => {
    if (!role) return;
    storeMessage(queryClient, message);
    if (message.sender_id === me) {
      outbox.remove(message.client_id);
      return;
    }
    if (counted.current.has(message.id)) return;
    counted.current.add(message.id);
    if (windowFocused && (shownRooms.current.get(message.room_id) ?? 0) > 0) {
      markRoomSeen(message.room_id, role, message.created_at).catch(() => undefined);
      return;
    }
    setMissed(queryClient, message.room_id, (count) => count + 1);
    // Counts loading at this moment may predate the message and would wipe this one out: ask
    // again (the server stored the message before sending it, so its count includes it).
    void reloadIfLoading(queryClient, messagingQueryKeys.info());
    notifications.show({ id: NEW_MESSAGE_NOTICE_ID, message: MESSAGING_MESSAGES.newMessage });
  });

  useSocketEvent<MessagingRoom>(MESSAGING_EVENTS.room, (room) => {
    if (role) storeRoom(queryClient, room, role);
  });

  // Packets sent while the connection was away are lost: ask for everything again, requests
  // under way included (they may have started before what they missed).
  useResync(() => {
    if (!role) return;
    const queryKey = messagingQueryKeys.all;
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
  });

  const showRoom = useCallback((roomId: number) => {
    const shown = shownRooms.current;
    shown.set(roomId, (shown.get(roomId) ?? 0) + 1);
    return () => void shown.set(roomId, (shown.get(roomId) ?? 1) - 1);
  }, []);

  const value = useMemo<MessagingContextValue>(
    () => ({
      me,
      role,
      outbox: role ? outbox : null,
      showRoom,
      drafts: drafts.current,
      clientChat: {
        opened: chatOpened,
        open: () => setChatOpened(true),
        close: () => setChatOpened(false),
      },
    }),
    [me, role, outbox, showRoom, chatOpened],
  );
  return <MessagingContext.Provider value={value}>{children}</MessagingContext.Provider>;
}
