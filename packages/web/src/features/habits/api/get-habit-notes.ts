import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Note, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clientHabitsQueryKeys } from './get-client-habits';

/** GET coaches/client-notes/?habit= — a page of the client's shared notes on that habit's days, newest first. */
export function getHabitNotes(habitId: number, offset: number): Promise<Paginated<Note>> {
  const params = new URLSearchParams({
    habit: String(habitId),
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<Paginated<Note>>(`coaches/client-notes/?${params.toString()}`);
}

/** The notes of one habit, 15 a page, one page after another. */
export function habitNotesQueryOptions(clientId: number, habitId: number) {
  return infiniteQueryOptions({
    queryKey: clientHabitsQueryKeys.habitNotes(clientId, habitId),
    queryFn: ({ pageParam }) => getHabitNotes(habitId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.next ? pages.reduce((seen, page) => seen + page.results.length, 0) : undefined,
  });
}

export const useHabitNotes = (clientId: number, habitId: number) =>
  useInfiniteQuery(habitNotesQueryOptions(clientId, habitId));
