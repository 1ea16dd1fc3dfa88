import { useMutation, useQuery } from '@tanstack/react-query';
import type { Campaign, InvitationRequestInput } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** Find ChangeCampaign by id (signed in: with the user's standing). */
export const useCampaign = (id: number) =>
  useQuery({
    queryKey: ['campaigns', 'detail', id],
    queryFn: () => apiRequest<Campaign>(`change-campaigns/${id}/`),
    retry: false,
  });

/** Create InvitationRequest. */
export const useRequestInvitation = () =>
  useMutation({
    mutationFn: (input: InvitationRequestInput) =>
      apiRequest<{ id: number }>('invitation-requests/', { method: 'POST', body: input }),
  });
