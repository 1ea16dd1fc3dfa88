import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestoneCreate } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { goalsQueryKeys } from './get-goals';

/** POST clients/milestones/ — appended last unless `order` is given. */
export function createMilestone(input: MilestoneCreate): Promise<Milestone> {
  return apiRequest<Milestone>('clients/milestones/', { method: 'POST', body: input });
}

export function useCreateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.own() }),
  });
}
