import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientHabitProgram, Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { areasOfFocusQueryKeys } from './query-keys';

/** GET clients/habit-programs/?assigned=true — a page holding the client's own program, or none. */
export function getAssignedProgram(): Promise<Paginated<ClientHabitProgram>> {
  return apiRequest<Paginated<ClientHabitProgram>>('clients/habit-programs/?assigned=true');
}

/** The client's habit program, or null when they have none. */
export const assignedProgramQueryOptions = () =>
  queryOptions({
    queryKey: areasOfFocusQueryKeys.assignedProgram(),
    queryFn: getAssignedProgram,
    select: (page): ClientHabitProgram | null => page.results[0] ?? null,
  });

/** `enabled` false loads nothing (e.g. a user without a program or without a client profile). */
export const useAssignedProgram = (enabled = true) => useQuery({ ...assignedProgramQueryOptions(), enabled });
