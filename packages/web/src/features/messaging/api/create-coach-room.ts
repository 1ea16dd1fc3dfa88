import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagingRoom } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKeys } from './query-keys';

/** POST coaches/messaging-rooms/ {client} — the room with one of the coach's clients, made when missing. */
export function createCoachRoom(client: number): Promise<MessagingRoom> {
  return apiRequest<MessagingRoom>('coaches/messaging-rooms/', { method: 'POST', body: { client } });
}

/** Starts a conversation; the room is cached so it opens without another request. */
export function useCreateCoachRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoachRoom,
    onSuccess: (room) => queryClient.setQueryData(messagingQueryKeys.room(room.id), room),
  });
}
