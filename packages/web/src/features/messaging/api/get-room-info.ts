import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagingRoomInfo } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { useFirstScreenPainted } from '../../../lib/first-screen';
import { messagingQueryKeys } from './query-keys';

/** GET coaches/messaging-rooms/info/ — the caller's unread messages by room id (coaches and clients). */
export function getRoomInfo(): Promise<MessagingRoomInfo> {
  return apiRequest<MessagingRoomInfo>('coaches/messaging-rooms/info/');
}

/**
 * The missed counts. Loaded once: from then on incoming messages count up and opened rooms count
 * down in the cache, and only a connection that lost packets asks the server again.
 */
export function roomInfoQueryOptions() {
  return queryOptions({ queryKey: messagingQueryKeys.info(), queryFn: getRoomInfo, staleTime: Infinity });
}

/** Asked after the first paint: the counts show on a badge, never on the first screen's layout. */
export function useRoomInfo(enabled = true) {
  const painted = useFirstScreenPainted();
  return useQuery({ ...roomInfoQueryOptions(), enabled: enabled && painted });
}

/** How many messages the caller has not seen, in all their rooms (0 until the counts are in). */
export function useUnreadMessageCount(enabled = true): number {
  const info = useRoomInfo(enabled);
  return Object.values(info.data ?? {}).reduce((sum, count) => sum + count, 0);
}
