import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type MessagingRoom, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { messagingQueryKeys } from './query-keys';

/** The cached shape of the coach's room list. */
export type RoomPages = InfiniteData<Paginated<MessagingRoom>, number>;

/** GET coaches/messaging-rooms/?active=true — a page of the coach's conversations, latest message first. */
export function getCoachRooms(offset: number): Promise<Paginated<MessagingRoom>> {
  const params = new URLSearchParams({
    active: 'true',
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<Paginated<MessagingRoom>>(`coaches/messaging-rooms/?${params.toString()}`);
}

export function coachRoomsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagingQueryKeys.coachRooms(),
    queryFn: ({ pageParam }) => getCoachRooms(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export const useCoachRooms = () => useInfiniteQuery(coachRoomsQueryOptions());
