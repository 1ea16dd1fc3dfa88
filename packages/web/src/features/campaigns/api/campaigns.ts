import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHORT_LIST_LIMIT,
  type Campaign,
  type InvitationRequestInput,
  type InvitationRequestRow,
  type Paginated,
} from '@tandem/shared';
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

const requestsKey = ['campaigns', 'invitation-requests'] as const;

/** GET owners/invitation-requests/ — the owner's company's open requests. */
export const useInvitationRequests = (enabled: boolean) =>
  useQuery({
    queryKey: requestsKey,
    queryFn: () =>
      apiRequest<Paginated<InvitationRequestRow>>(`owners/invitation-requests/?limit=${SHORT_LIST_LIMIT}`),
    select: (page) => page.results,
    enabled,
  });

/** POST owners/invitation-requests/{id}/dismiss/ */
export function useDismissInvitationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`owners/invitation-requests/${id}/dismiss/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

/** After an invitation is sent, a request for that address shows as invited. */
export const invitationRequestsQueryKey = requestsKey;
