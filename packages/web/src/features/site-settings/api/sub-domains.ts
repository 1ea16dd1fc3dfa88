import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerSubDomain, SubDomainPatch } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

const subDomainsKey = ['owners', 'sub-domains'] as const;

/** GET owners/sub-domains/ — the company's sub-domains. */
export const useOwnerSubDomains = () =>
  useQuery({
    queryKey: subDomainsKey,
    queryFn: () => apiRequest<OwnerSubDomain[]>('owners/sub-domains/'),
  });

/** PATCH owners/sub-domains/{id}/ (images as data URLs); the page's own branding is refreshed too. */
export function useUpdateSubDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SubDomainPatch }) =>
      apiRequest<OwnerSubDomain>(`owners/sub-domains/${id}/`, { method: 'PATCH', body: patch }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subDomainsKey });
      await queryClient.invalidateQueries({ queryKey: ['branding'] });
      await queryClient.invalidateQueries({ queryKey: ['owners', 'company'] });
    },
  });
}
