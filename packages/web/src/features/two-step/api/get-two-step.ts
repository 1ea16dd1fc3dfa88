import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoStepStatus } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const twoStepQueryKey = ['two-step'] as const;

/** GET two-step/: the signed-in user's own authenticator app, passkeys and recovery codes left. */
export function getTwoStep() {
  return apiRequest<TwoStepStatus>('two-step/');
}

export function twoStepQueryOptions() {
  return queryOptions({ queryKey: twoStepQueryKey, queryFn: getTwoStep });
}

export function useTwoStep() {
  return useQuery(twoStepQueryOptions());
}
