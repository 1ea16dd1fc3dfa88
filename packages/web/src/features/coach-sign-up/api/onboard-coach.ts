import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthedCoachOnboarding, CoachOnboardingResponse, NewCoachOnboarding } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { readSession, writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/** A visitor's onboarding (with the info step's account) or a signed-in user's (without). */
export type CoachOnboardingRequest = NewCoachOnboarding | AuthedCoachOnboarding;

/**
 * POST owners/new/ (a visitor: account, company and sub-domain in one go, then logged in as at
 * login) or owners/authed/ (the signed-in user). Either way the user is loaded afresh before it
 * resolves: their coach licence, ownership and company changed, and the coach guard of the next
 * page reads them from the cache.
 */
export async function onboardCoach(
  queryClient: QueryClient,
  payload: CoachOnboardingRequest,
): Promise<CoachOnboardingResponse> {
  const visitor = 'user' in payload;
  const answer = await apiRequest<CoachOnboardingResponse>(visitor ? 'owners/new/' : 'owners/authed/', {
    method: 'POST',
    body: payload,
    auth: !visitor,
  });
  if (visitor && answer.token) writeSession({ token: answer.token, id: answer.id });
  const userId = readSession()?.id;
  if (userId !== undefined) {
    await queryClient.fetchQuery({ ...userQueryOptions(userId), staleTime: 0 }).catch(() => null);
  }
  await queryClient.invalidateQueries({ queryKey: ['owners'] });
  return answer;
}

export function useOnboardCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CoachOnboardingRequest) => onboardCoach(queryClient, payload),
  });
}
