import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CoachOnboardingResponse, FreeCoachSignUp, PaidCoachSignUp } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/**
 * POST owners/free-assessment-sign-up/, or with a package and a card
 * owners/paid-assessment-sign-up/ — creates the coach (their own company, no sub-domain yet) and
 * logs them in as the plan sign-up does: the session is stored and the user loaded. A user who
 * cannot be loaded is left to the guards of the next page.
 */
export async function signUpCoach(
  queryClient: QueryClient,
  payload: FreeCoachSignUp | PaidCoachSignUp,
): Promise<CoachOnboardingResponse> {
  const path = 'package' in payload ? 'owners/paid-assessment-sign-up/' : 'owners/free-assessment-sign-up/';
  const answer = await apiRequest<CoachOnboardingResponse>(path, {
    method: 'POST',
    body: payload,
    auth: false,
  });
  if (answer.token) {
    writeSession({ token: answer.token, id: answer.id });
    await queryClient.fetchQuery({ ...userQueryOptions(answer.id), staleTime: 0 }).catch(() => null);
  }
  return answer;
}

export function useSignUpCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: FreeCoachSignUp | PaidCoachSignUp) => signUpCoach(queryClient, payload),
  });
}
