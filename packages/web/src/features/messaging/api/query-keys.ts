/** Every messaging query starts with `messaging`, so a connection that lost packets refreshes them all. */
export const messagingQueryKeys = {
  all: ['messaging'] as const,
  rooms: () => [...messagingQueryKeys.all, 'rooms'] as const,
  /** The coach's conversations (rooms with messages), page after page. */
  coachRooms: () => [...messagingQueryKeys.rooms(), 'coach'] as const,
  /** The client's room with their coach. */
  clientRoom: () => [...messagingQueryKeys.rooms(), 'client'] as const,
  room: (id: number) => [...messagingQueryKeys.rooms(), 'detail', id] as const,
  /** Unread (missed) messages by room id. */
  info: () => [...messagingQueryKeys.all, 'info'] as const,
  messages: (roomId: number) => [...messagingQueryKeys.all, 'messages', roomId] as const,
};
