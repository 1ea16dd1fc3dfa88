import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferingCreate, OfferingPatch, OwnerOffering } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { offeringsQueryKey } from './get-offerings';

/** POST owners/offerings/ — the server adds the company. */
export const createOffering = (input: OfferingCreate) =>
  apiRequest<OwnerOffering>('owners/offerings/', { method: 'POST', body: input });

/** PATCH owners/offerings/{id}/ */
export const updateOffering = (id: number, input: OfferingPatch) =>
  apiRequest<OwnerOffering>(`owners/offerings/${id}/`, { method: 'PATCH', body: input });

/** Creates (no id) or updates a plan, then refreshes the list. */
export function useSaveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: OfferingCreate }) =>
      id === null ? createOffering(input) : updateOffering(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offeringsQueryKey }),
  });
}
