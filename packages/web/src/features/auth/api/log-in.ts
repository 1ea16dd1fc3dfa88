import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest, TokenResponse, TwoStepChallenge, User } from '@tandem/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearSession, writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/** Status the login reports when the token came back but the user could not be loaded (spec). */
const USER_LOAD_FAILED_STATUS = 410;

/** A finished login's user, or the second step an account with two steps still needs. */
export type LogInResult = { user: User } | { challenge: TwoStepChallenge };

/**
 * Stores the session a login answered and loads the user. If the user cannot be loaded the
 * session is dropped again and the login fails.
 */
export async function startSession(queryClient: QueryClient, { token, id }: TokenResponse): Promise<User> {
  writeSession({ token, id });
  try {
    return await queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 });
  } catch (error) {
    clearSession();
    throw new ApiError(USER_LOAD_FAILED_STATUS, error instanceof ApiError ? error.body : null);
  }
}

/**
 * Exchanges the credentials for a token and starts the session; an account with two steps
 * answers a challenge instead (decision 027), for the second step's screen.
 */
export async function logIn(queryClient: QueryClient, credentials: LoginRequest): Promise<LogInResult> {
  const answer = await apiRequest<LoginAnswer>('api-token-auth/', {
    method: 'POST',
    body: credentials,
    auth: false,
  });
  if ('challenge' in answer) return { challenge: answer };
  return { user: await startSession(queryClient, answer) };
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (credentials: LoginRequest) => logIn(queryClient, credentials) });
}
