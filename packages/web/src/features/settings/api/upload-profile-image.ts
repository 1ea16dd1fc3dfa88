import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../users';

/** PATCH user/{id}/ as multipart/form-data with the one file field `image`. */
export function uploadProfileImage(id: number, image: File): Promise<User> {
  const formData = new FormData();
  formData.append('image', image);
  return apiRequest<User>(`user/${id}/`, { method: 'PATCH', formData });
}

export function useUploadProfileImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => uploadProfileImage(id, image),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(id), user),
  });
}
