import type { ChatMessage, MessagingRoom } from '@tandem/shared';
import { roomAcceptsMessages } from './messaging.policy';
import { toRoomFacts, type MessageRow, type RoomRow } from './messaging.repo';

/** Raw SQL answers timestamps as dates or, from JSON, as strings; the API speaks ISO strings. */
const iso = (value: Date | string) => new Date(value).toISOString();

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    room_id: row.room_id,
    sender_id: row.sender_id,
    sender: {
      id: row.sender_id,
      email: row.sender_email,
      first_name: row.sender_first_name,
      last_name: row.sender_last_name,
      image: row.sender_image,
    },
    created_at: iso(row.created_at),
    client_id: row.client_id,
    payload: { message: row.body },
  };
}

/**
 * A room for the viewer whose read mark the row carries; an impersonating viewer reads but cannot
 * send (`can_send` false).
 */
export function presentRoom(row: RoomRow, viewer: { impersonating: boolean }): MessagingRoom {
  return {
    id: row.id,
    coach: row.coach_id,
    client: row.client_id,
    users: [
      {
        id: row.coach_id,
        first_name: row.coach_first_name,
        last_name: row.coach_last_name,
        image: row.coach_image,
      },
      {
        id: row.client_id,
        first_name: row.client_first_name,
        last_name: row.client_last_name,
        image: row.client_image,
      },
    ],
    last_message: row.last_message && presentMessage(row.last_message),
    last_seen: row.last_seen && iso(row.last_seen),
    can_send: roomAcceptsMessages(toRoomFacts(row)) && !viewer.impersonating,
    created_at: iso(row.created_at),
  };
}
