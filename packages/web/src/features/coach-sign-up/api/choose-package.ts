import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachPackageChoice, CoachPlan } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST owners/package/ — a set-up coach buys a package with a card; answers their plan now. */
export function choosePackage(payload: CoachPackageChoice) {
  return apiRequest<CoachPlan>('owners/package/', { method: 'POST', body: payload });
}

/** The user's features and plan, and their subscription, change with it: all are asked again. */
export function useChoosePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      ]),
  });
}
