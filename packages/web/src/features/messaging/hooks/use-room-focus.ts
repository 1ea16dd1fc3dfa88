import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tandem/shared';
import { setMissed } from '../api/cache-updates';
import { useRoomInfo } from '../api/get-room-info';
import { markRoomSeen } from '../api/mark-room-seen';
import { useMessaging } from './messaging-context';
import { useWindowFocused } from './use-window-focused';

/**
 * Marks an open room as on screen. While the window has the focus, its missed messages count as
 * read: the count clears and the server's read mark moves to the newest message.
 */
export function useRoomFocus(roomId: number, newest: ChatMessage | undefined): void {
  const { showRoom, role } = useMessaging();
  const queryClient = useQueryClient();
  const focused = useWindowFocused();
  const missed = useRoomInfo(role !== null).data?.[String(roomId)] ?? 0;
  const lastSeen = newest?.created_at;

  useEffect(() => showRoom(roomId), [showRoom, roomId]);

  useEffect(() => {
    if (!focused || missed === 0 || !lastSeen || !role) return;
    setMissed(queryClient, roomId, () => 0);
    // A failed mark only leaves the server's count higher: the next visit marks it again.
    markRoomSeen(roomId, role, lastSeen).catch(() => undefined);
  }, [focused, missed, lastSeen, role, roomId, queryClient]);
}
