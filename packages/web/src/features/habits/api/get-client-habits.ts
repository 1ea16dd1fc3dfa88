import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientHabit, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * Every query of the coach's view of one client's habit engine starts with
 * `['client-habits', clientId]`, so one invalidation refreshes everything shown of that client
 * (the dashboard card's per-area progress included).
 */
export const clientHabitsQueryKeys = {
  all: ['client-habits'] as const,
  ofClient: (clientId: number) => [...clientHabitsQueryKeys.all, clientId] as const,
  habits: (clientId: number) => [...clientHabitsQueryKeys.ofClient(clientId), 'habits'] as const,
  habitNotes: (clientId: number, habitId: number) =>
    [...clientHabitsQueryKeys.ofClient(clientId), 'habit-notes', habitId] as const,
  exercises: (clientId: number) => [...clientHabitsQueryKeys.ofClient(clientId), 'exercises'] as const,
  progress: (clientId: number) => [...clientHabitsQueryKeys.ofClient(clientId), 'progress'] as const,
  commitments: (clientId: number) => [...clientHabitsQueryKeys.ofClient(clientId), 'commitments'] as const,
  /** The exercise library of a program, searched (the assign-an-exercise picker). */
  templateExercises: (programId: number, search: string) =>
    [...clientHabitsQueryKeys.all, 'template-exercises', programId, { search }] as const,
};

/** GET coaches/client-habits/?client= — the client's own (active) habits. */
export function getClientHabits(clientId: number): Promise<Paginated<ClientHabit>> {
  const params = new URLSearchParams({ client: String(clientId), limit: String(SHORT_LIST_LIMIT) });
  return apiRequest<Paginated<ClientHabit>>(`coaches/client-habits/?${params.toString()}`);
}

export const clientHabitsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientHabitsQueryKeys.habits(clientId),
    queryFn: () => getClientHabits(clientId),
    select: (page) => page.results,
  });

export const useClientHabits = (clientId: number) => useQuery(clientHabitsQueryOptions(clientId));
