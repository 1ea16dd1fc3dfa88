import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse, User } from '@tandem/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearSession, writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/** Status the login reports when the token came back but the user could not be loaded (spec). */
const USER_LOAD_FAILED_STATUS = 410;

/**
 * Exchanges the credentials for a token, stores the session and loads the user. If the user
 * cannot be loaded the session is dropped again and the login fails.
 */
export async function logIn(queryClient: QueryClient, credentials: LoginRequest): Promise<User> {
  const { token, id } = await apiRequest<TokenResponse>('api-token-auth/', {
    method: 'POST',
    body: credentials,
    auth: false,
  });
  writeSession({ token, id });
  try {
    return await queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 });
  } catch (error) {
    clearSession();
    throw new ApiError(USER_LOAD_FAILED_STATUS, error instanceof ApiError ? error.body : null);
  }
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (credentials: LoginRequest) => logIn(queryClient, credentials) });
}
