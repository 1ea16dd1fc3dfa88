import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

/** GET payments/config/ — public (the sign-up pages have no session); it never changes while the app runs. */
export const paymentsConfigQueryOptions = () => ({
  queryKey: paymentsConfigQueryKey,
  queryFn: () => apiRequest<PaymentsConfig>('payments/config/', { auth: false }),
  staleTime: Infinity,
});

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
