import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNED_IN_USER_PATH, type User } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** How long a loaded user counts as fresh before a new screen refetches it. */
const USER_STALE_MS = 30_000;

export function getUser(id: number): Promise<User> {
  return apiRequest<User>(SIGNED_IN_USER_PATH.replace(':id', String(id)));
}

export const userQueryKey = (id: number) => ['users', id] as const;

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser(id), staleTime: USER_STALE_MS });
}

/** The user with this id; pass null to load nothing. */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
