import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export function updateUser(id: number, patch: UserPatch): Promise<User> {
  return apiRequest<User>(`user/${id}/`, { method: 'PATCH', body: patch });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id, patch),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(id), user),
  });
}
