import type { MessagingRoom } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import type { MessagingRole } from '../utils/access';

/**
 * PATCH coaches/messaging-rooms/{id}/ (a coach) or clients/messaging-rooms/{id}/ (a client)
 * {last_seen} — the caller has read the room up to then.
 */
export function markRoomSeen(roomId: number, role: MessagingRole, lastSeen: string): Promise<MessagingRoom> {
  const prefix = role === 'coach' ? 'coaches' : 'clients';
  return apiRequest<MessagingRoom>(`${prefix}/messaging-rooms/${roomId}/`, {
    method: 'PATCH',
    body: { last_seen: lastSeen },
  });
}
