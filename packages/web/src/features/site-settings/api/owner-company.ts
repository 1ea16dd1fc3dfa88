import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConnectPaymentAccount,
  ConnectPaymentAccountResponse,
  OwnerCoach,
  OwnerCompany,
  OwnerCompanyPatch,
  Paginated,
} from '@tandem/shared';
import { SHORT_LIST_LIMIT } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

const companyKey = ['owners', 'company'] as const;

/** GET owners/company/ */
export const getOwnerCompany = () => apiRequest<OwnerCompany>('owners/company/');

export const useOwnerCompany = () => useQuery({ queryKey: companyKey, queryFn: getOwnerCompany });

/** PATCH owners/company/ (the coaching-associate box). */
export function useUpdateOwnerCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OwnerCompanyPatch) =>
      apiRequest<OwnerCompany>('owners/company/', { method: 'PATCH', body: patch }),
    onSuccess: (company) => queryClient.setQueryData(companyKey, company),
  });
}

/** POST owners/company/connect_with_stripe/ {scope, authorizationCode}. */
export const connectPaymentAccount = (input: ConnectPaymentAccount) =>
  apiRequest<ConnectPaymentAccountResponse>('owners/company/connect_with_stripe/', {
    method: 'POST',
    body: input,
  });

/** GET owners/coaches/ — the company's coaches (one page of up to 100). */
export const useOwnerCoaches = () =>
  useQuery({
    queryKey: ['owners', 'coaches'],
    queryFn: () => apiRequest<Paginated<OwnerCoach>>(`owners/coaches/?limit=${SHORT_LIST_LIMIT}`),
  });
