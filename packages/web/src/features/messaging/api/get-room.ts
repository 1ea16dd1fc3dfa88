import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagingRoom } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKeys } from './query-keys';

/** GET coaches/messaging-rooms/{id}/ — one room the caller is a member of. */
export function getRoom(id: number): Promise<MessagingRoom> {
  return apiRequest<MessagingRoom>(`coaches/messaging-rooms/${id}/`);
}

/** A room just answered (opened, or sent live) is not asked for again straight away. */
const ROOM_STALE_MS = 30_000;

export function roomQueryOptions(id: number) {
  return queryOptions({
    queryKey: messagingQueryKeys.room(id),
    queryFn: () => getRoom(id),
    staleTime: ROOM_STALE_MS,
  });
}

/** The room with this id; pass null (or enabled false) to load nothing. */
export function useRoom(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...roomQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
