import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaChoices, ClientAreaOfFocus } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../users';

/** PUT clients/area-of-growth/ — all of the client's areas at once, in order; answers the chosen list. */
export function chooseAreas(choices: AreaChoices): Promise<ClientAreaOfFocus[]> {
  return apiRequest<ClientAreaOfFocus[]>('clients/area-of-growth/', { method: 'PUT', body: choices });
}

/** `userId` is the client whose record (its `groups`) is fetched again afterwards. */
export function useChooseAreas(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAreas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
  });
}
