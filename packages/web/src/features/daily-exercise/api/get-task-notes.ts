import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { dailyExerciseQueryKeys } from './query-keys';

/** GET clients/notes/?task={id} — the client's notes on one task. */
export function getTaskNotes(taskId: number): Promise<Paginated<Note>> {
  const params = new URLSearchParams({ task: String(taskId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<Note>>(`clients/notes/?${params.toString()}`);
}

export const taskNotesQueryOptions = (taskId: number) =>
  queryOptions({
    queryKey: dailyExerciseQueryKeys.notes(taskId),
    queryFn: () => getTaskNotes(taskId),
    select: (page) => page.results,
  });

export const useTaskNotes = (taskId: number) => useQuery(taskNotesQueryOptions(taskId));
