import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagingRoom, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKeys } from './query-keys';

/**
 * The client's room with their coach: GET clients/messaging-rooms/ and, when there is none yet,
 * POST clients/messaging-rooms/ to open it (spec: "find all ClientMessagingRooms (forced)"). The
 * POST finds or makes the room, so asking twice never makes two.
 */
export async function findOrOpenClientRoom(): Promise<MessagingRoom> {
  const page = await apiRequest<Paginated<MessagingRoom>>('clients/messaging-rooms/');
  const room = page.results[0];
  return room ?? apiRequest<MessagingRoom>('clients/messaging-rooms/', { method: 'POST' });
}

export function clientRoomQueryOptions() {
  return queryOptions({ queryKey: messagingQueryKeys.clientRoom(), queryFn: findOrOpenClientRoom });
}

/** The client's room, looked up (and opened) only once `enabled`: when the chat window first opens. */
export const useClientRoom = (enabled: boolean) => useQuery({ ...clientRoomQueryOptions(), enabled });
